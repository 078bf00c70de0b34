import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import common from '../../../src/i18n/locales/zh-CN/common.json';
import form from '../../../src/i18n/locales/zh-CN/form.json';
import { StockForm } from './StockForm';

// The app's widgets say "choose", "cancel" and the like through i18next, as in the app.
void i18next
  .use(initReactI18next)
  .init({ lng: 'zh-CN', resources: { 'zh-CN': { common, form } }, defaultNS: 'common' })
  .then(() => createRoot(document.getElementById('root')!).render(<StockForm />));
