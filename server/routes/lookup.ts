import { lookUpRegistrations } from '../services/lookup';
import type { Area } from './types';

/** The status lookup of the edition search pages: no login, a picture code per lookup. */
export const lookupRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/search',
    handler: ({ input, req, lang }) => lookUpRegistrations(ctx, input, req.ip, lang),
  });
};
