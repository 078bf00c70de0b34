/**
 * Builds for the form benchmarks, into temporary folders so that dist/ (served to everyone
 * working on the tree) is left alone: the app as `npm run build` makes it, and the stock
 * baseline of scripts/bench/stock (RJSF's defaults, runtime validator-ajv8, the app's widgets).
 */
import { createReadStream, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const STOCK_ROOT = path.join(ROOT, 'scripts/bench/stock');

/** React itself, which the app's shell already loads; the stock form stack is what comes on top. */
const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'scheduler'];

export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface Build {
  dir: string;
  manifest: Manifest;
}

function tempDir(name: string): string {
  return mkdtempSync(path.join(tmpdir(), `form-bench-${name}-`));
}

function readBuild(dir: string): Build {
  const manifest = JSON.parse(
    readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  return { dir, manifest };
}

/** The app with the project's own Vite config; `dir` measures an existing build instead. */
export async function appBuild(dir?: string): Promise<Build> {
  if (dir) return readBuild(path.resolve(ROOT, dir));
  const outDir = tempDir('app');
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return readBuild(outDir);
}

/** The stock form page; with `withoutReact` React stays out, to weigh the form stack alone. */
export async function stockBuild({ withoutReact = false } = {}): Promise<Build> {
  const outDir = tempDir(withoutReact ? 'stock-stack' : 'stock');
  await build({
    root: STOCK_ROOT,
    configFile: false,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      rollupOptions: withoutReact ? { external: REACT } : {},
    },
  });
  return readBuild(outDir);
}

/** Manifest keys of `roots` and every chunk they import statically, each once. */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`The build has no chunk for ${key}`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}

/**
 * Bytes of a built file as the server sends it: brotli at the build's quality (zlib's default, 11),
 * computed here so that builds without the compression plugin (the stock ones) count alike.
 */
export function sentSize(build: Build, file: string): number {
  return brotliCompressSync(readFileSync(path.join(build.dir, file))).length;
}

/** Bytes as sent of the JavaScript of the given manifest chunks. */
export function sentJs(build: Build, keys: string[]): number {
  return keys
    .map((key) => build.manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + sentSize(build, file), 0);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A build's folder over plain HTTP, for the pages that have no API behind them. */
export function serveFolder(dir: string): Promise<{ origin: string; close: () => void }> {
  const server = createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const target =
      existsSync(file) && statSync(file).isFile() ? file : path.join(dir, 'index.html');
    const type = target.endsWith('.js')
      ? 'text/javascript'
      : target.endsWith('.css')
        ? 'text/css'
        : 'text/html';
    res.writeHead(200, { 'content-type': type });
    createReadStream(target).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}
