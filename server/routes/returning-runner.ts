import { lastApplications } from '../services/returning-runner';
import type { Area } from './types';

/** `lastApplicationsByMatchKey`: a returning runner prefills the form from an earlier edition. */
export const returningRunnerRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/lastApplicationsByMatchKey',
    auth: true,
    handler: ({ input, runnerId, lang }) => lastApplications(ctx, runnerId, input.matchKey, lang),
  });
};
