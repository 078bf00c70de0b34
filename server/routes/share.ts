import { signPage } from '../services/messagingSign';
import type { RegisterRoutes } from './types';

/** The messaging app's JS-SDK signature, for sharing a page inside that app. */
export const registerShareRoutes: RegisterRoutes = (router, ctx, bases) => {
  router.api<{ url: string }, unknown>(bases.b, {
    method: 'GET',
    path: 'share/weixinSign',
    handler: async ({ input }) => signPage(ctx.secret, input.url, ctx.now()),
  });
};
