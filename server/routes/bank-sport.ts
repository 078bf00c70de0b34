import { issuePackage, openMessage, packageOrder } from '../services/bank-sport';
import type { Area } from './types';

/** The bank's sports packages (sandbox partner, see services/bank-sport.ts). */
export const bankSportRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.b, {
    method: 'GET',
    path: 'bocSport/order',
    auth: true,
    handler: async ({ input, runnerId }) => packageOrder(ctx.secret, runnerId, input.orderNo),
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'bocSport/loginPackage',
    auth: true,
    handler: async ({ input, runnerId }) =>
      issuePackage(ctx.secret, runnerId, input.packageID, ctx.now()),
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'bocSport/decrypt',
    handler: async ({ input }) => openMessage(ctx.secret, input),
  });
};
