import { listScores } from '../services/results';
import type { Area } from './types';

/** Base A `matchH5/listsScore`: the logged-in runner's own race results (SPEC section 7). */
export const resultRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/listsScore',
    auth: true,
    handler: async ({ input, runnerId, lang }) => listScores(ctx, runnerId, input, lang),
  });
};
