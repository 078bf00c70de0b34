import { issuePackage, openMessage, packageOrder } from '../services/bank-sport';
import type { RegisterRoutes } from './types';

/** The bank's sports packages (sandbox partner, see services/bank-sport.ts). */
export const registerBankSportRoutes: RegisterRoutes = (router, ctx, bases) => {
  router.api(bases.b, {
    method: 'GET',
    path: 'bocSport/order',
    auth: true,
    handler: async ({ input, runnerId }) => packageOrder(ctx.secret, runnerId, input.orderNo),
  });

  router.api(bases.b, {
    method: 'POST',
    path: 'bocSport/loginPackage',
    auth: true,
    handler: async ({ input, runnerId }) =>
      issuePackage(ctx.secret, runnerId, input.packageID, ctx.now()),
  });

  router.api(bases.b, {
    method: 'POST',
    path: 'bocSport/decrypt',
    handler: async ({ input }) => openMessage(ctx.secret, input),
  });
};
