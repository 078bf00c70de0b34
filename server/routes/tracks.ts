import { resultTrack } from '../services/tracks';
import type { Area } from './types';

/** `runrecord/getTrack`: the GPS route of one of the runner's results, as SVG path data. */
export const trackRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.b, {
    method: 'GET',
    path: 'runrecord/getTrack',
    auth: true,
    handler: ({ input, runnerId }) => resultTrack(ctx, runnerId, input.matchID, input.idCard),
  });
};
