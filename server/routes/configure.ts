import { pickText } from '../i18n/index';
import type { Area } from './types';

/**
 * `configure`: the app-wide settings a client may read (configs/app.json) — languages, default
 * race and edition, customer service and legal pages in the request language. The hosts allowed
 * to frame the app stay out: they are the server's business.
 */
export const configureRoutes: Area = async (app, { ctx, bases }) => {
  const config = ctx.appConfig;
  app.api(bases.b, {
    method: 'GET',
    path: 'configure',
    schema: 'system/configure',
    handler: async ({ lang }) => ({
      languages: config.languages,
      defaultLanguage: config.languages[0],
      defaultEventId: config.defaultEventId,
      defaultEdition: config.defaultEdition,
      customerService: config.customerService
        ? {
            phone: config.customerService.phone,
            hours: pickText(config.customerService.hours, lang),
          }
        : null,
      legal: {
        terms: pickText(config.legal.terms, lang),
        privacy: pickText(config.legal.privacy, lang),
      },
    }),
  });
};
