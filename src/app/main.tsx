import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import 'antd-mobile/es/global';
import '../i18n';
import { followConfigSaves } from '../config/livePreview';
import { followMotionPreference } from '../ui/motion';
import { routes } from './routes';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

followMotionPreference();
const router = createHashRouter(routes);
if (import.meta.hot) followConfigSaves(import.meta.hot, router);

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
