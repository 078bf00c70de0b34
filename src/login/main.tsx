import 'antd-mobile/es/global';
import '../i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { GlobalWidgets } from '../ui';
import { LoginPage } from './LoginPage';
import './login.css';

/** Any other hash route is a mistyped link to this page: keep its query (the redirect). */
function ToLogin() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/login', search }} replace />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HashRouter>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<ToLogin />} />
      </Routes>
    </HashRouter>
    <GlobalWidgets />
  </StrictMode>,
);
