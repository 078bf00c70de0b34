import { lookUpRegistrations } from '../services/lookup';
import type { RegisterRoutes } from './types';

/** The status lookup of the edition search pages: no login, a picture code per lookup. */
export const registerLookupRoutes: RegisterRoutes = (router, ctx, bases) => {
  router.api(bases.a, {
    method: 'GET',
    path: 'matchH5/search',
    handler: ({ input, req, lang }) => lookUpRegistrations(ctx, input, req.ip, lang),
  });
};
