import 'antd-mobile/es/global';
import '../i18n';
import '../app/styles.css';
import './login.css';
import { StrictMode, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, Navigate, RouterProvider, useLocation } from 'react-router-dom';
import { defaultEdition } from '../config/app';
import { GlobalWidgets } from '../ui/GlobalWidgets';
import { LoginPage } from './LoginPage';

/** Any other hash route is a mistyped link to this page: keep its query (the redirect). */
function ToLogin() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/login', search }} replace />;
}

const router = createHashRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <ToLogin /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <div
      className={`app ${defaultEdition.theme.className}`}
      style={defaultEdition.theme.cssVariables as CSSProperties}
    >
      <RouterProvider router={router} />
      <GlobalWidgets />
    </div>
  </StrictMode>,
);
