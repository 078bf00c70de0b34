import { signPage } from '../services/messagingSign';
import { shareCardData } from '../services/share-card';
import type { Area } from './types';

/**
 * The messaging app's JS-SDK signature, for sharing a page inside that app, and the data of a
 * registration's share card.
 */
export const shareRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.b, {
    method: 'GET',
    path: 'share/weixinSign',
    handler: async ({ input }) => signPage(ctx.secret, input.url, ctx.now()),
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/drawShareData',
    auth: true,
    handler: ({ input, runnerId, lang }) => shareCardData(ctx, runnerId, input.applicationID, lang),
  });
};
