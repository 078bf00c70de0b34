import { lastApplications } from '../services/returning-runner';
import type { RegisterRoutes } from './types';

/** `lastApplicationsByMatchKey`: a returning runner prefills the form from an earlier edition. */
export const registerReturningRunnerRoutes: RegisterRoutes = (router, ctx, bases) => {
  router.api(bases.a, {
    method: 'GET',
    path: 'matchH5/lastApplicationsByMatchKey',
    auth: true,
    handler: ({ input, runnerId, lang }) => lastApplications(ctx, runnerId, input.matchKey, lang),
  });
};
