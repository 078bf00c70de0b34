/**
 * The floor app of issue 17: the libraries the app cannot do without (React, react-dom, React
 * Router's data router, i18next with react-i18next, axios) in a page that uses each of them and
 * has no form, bundled and minified from the installed packages, so the event home's weight can
 * be read as what the app adds on top of them.
 */
import { brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';
import { ROOT } from './form-builds';

const ENTRY = `
import axios from 'axios';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createHashRouter, RouterProvider, useLoaderData, Link } from 'react-router-dom';

function Home() {
  const { t } = useTranslation();
  const data = useLoaderData();
  return <Link to="/next">{t('title')} {String(data)}</Link>;
}

const router = createHashRouter([
  { path: '/', element: <Home />, loader: () => axios.get('/api/detail').then((r) => r.data) },
  { path: '/next', lazy: () => Promise.resolve({ Component: () => null }) },
]);

void i18next.use(initReactI18next).init({ lng: 'zh-CN', resources: {} });
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
`;

/** Bytes of the floor app's JavaScript as the server would send it (brotli, quality 11). */
export async function floorAppSize(): Promise<number> {
  const result = await build({
    stdin: { contents: ENTRY, loader: 'tsx', resolveDir: ROOT, sourcefile: 'floor.tsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  return result.outputFiles.reduce(
    (sum, file) => sum + brotliCompressSync(file.contents).length,
    0,
  );
}
