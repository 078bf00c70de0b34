import { resultTrack } from '../services/tracks';
import type { RegisterRoutes } from './types';

/** `runrecord/getTrack`: the GPS route of one of the runner's results, as SVG path data. */
export const registerTrackRoutes: RegisterRoutes = (router, ctx, bases) => {
  router.api(bases.b, {
    method: 'GET',
    path: 'runrecord/getTrack',
    auth: true,
    handler: ({ input, runnerId }) => resultTrack(ctx, runnerId, input.matchID, input.idCard),
  });
};
