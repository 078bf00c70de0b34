import { eventOrThrow } from '../services/applications';
import { join, status } from '../services/admission';
import type { RegisterRoutes } from './types';

/** Base A `waiting/*`: a race's fair waiting room (see services/admission). */
export const registerWaitingRoutes: RegisterRoutes = (router, ctx, bases) => {
  router.api(bases.a, {
    method: 'POST',
    path: 'waiting/join',
    auth: true,
    handler: ({ input, runnerId }) => join(ctx, runnerId, eventOrThrow(ctx, input.matchEventID)),
  });

  router.api(bases.a, {
    method: 'GET',
    path: 'waiting/status',
    auth: true,
    handler: async ({ input, runnerId }) =>
      status(ctx, runnerId, eventOrThrow(ctx, input.matchEventID), input.admission),
  });
};
