import { eventOrThrow } from '../services/applications';
import { join, status } from '../services/admission';
import type { Area } from './types';

/** Base A `waiting/*`: a race's fair waiting room (see services/admission). */
export const waitingRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.a, {
    method: 'POST',
    path: 'waiting/join',
    auth: true,
    handler: ({ input, runnerId }) => join(ctx, runnerId, eventOrThrow(ctx, input.matchEventID)),
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'waiting/status',
    auth: true,
    handler: async ({ input, runnerId }) =>
      status(ctx, runnerId, eventOrThrow(ctx, input.matchEventID), input.admission),
  });
};
