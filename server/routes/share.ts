import { signPage } from '../services/messagingSign';
import { shareCardData } from '../services/share-card';
import type { RegisterRoutes } from './types';

/**
 * The messaging app's JS-SDK signature, for sharing a page inside that app, and the data of a
 * registration's share card.
 */
export const registerShareRoutes: RegisterRoutes = (router, ctx, bases) => {
  router.api<{ url: string }, unknown>(bases.b, {
    method: 'GET',
    path: 'share/weixinSign',
    handler: async ({ input }) => signPage(ctx.secret, input.url, ctx.now()),
  });

  router.api<{ applicationID: number }, unknown>(bases.a, {
    method: 'GET',
    path: 'matchH5/drawShareData',
    auth: true,
    handler: ({ input, runnerId, lang }) => shareCardData(ctx, runnerId, input.applicationID, lang),
  });
};
