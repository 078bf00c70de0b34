import 'antd-mobile/es/global';
import '../i18n';
import '../app/styles.css';
import './login.css';
import { StrictMode, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createHashRouter,
  Navigate,
  RouterProvider,
  useLocation,
  useSearchParams,
} from 'react-router-dom';
import { GlobalWidgets } from '../ui/GlobalWidgets';
import { followMotionPreference } from '../ui/motion';
import { editionOfRedirect } from './edition';
import { LoginPage } from './LoginPage';

/** Any other hash route is a mistyped link to this page: keep its query (the redirect). */
function ToLogin() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/login', search }} replace />;
}

/** The login page in the colours of the edition the runner came from. */
function ThemedLogin() {
  const [searchParams] = useSearchParams();
  const edition = editionOfRedirect(searchParams.get('redirect'));
  return (
    <div
      className={`app ${edition.theme.className}`}
      style={edition.theme.cssVariables as CSSProperties}
    >
      <LoginPage edition={edition} />
      <GlobalWidgets />
    </div>
  );
}

followMotionPreference();
const router = createHashRouter([
  { path: '/login', element: <ThemedLogin /> },
  { path: '*', element: <ToLogin /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
