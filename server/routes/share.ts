import { signPage } from '../services/messagingSign';
import { shareCardData } from '../services/share-card';
import type { RegisterRoutes } from './types';

/**
 * The messaging app's JS-SDK signature, for sharing a page inside that app, and the data of a
 * registration's share card.
 */
export const registerShareRoutes: RegisterRoutes = (router, ctx, bases) => {
  router.api(bases.b, {
    method: 'GET',
    path: 'share/weixinSign',
    handler: async ({ input }) => signPage(ctx.secret, input.url, ctx.now()),
  });

  router.api(bases.a, {
    method: 'GET',
    path: 'matchH5/drawShareData',
    auth: true,
    handler: ({ input, runnerId, lang }) => shareCardData(ctx, runnerId, input.applicationID, lang),
  });
};
