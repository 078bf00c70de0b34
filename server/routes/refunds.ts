import { cancelCandidate } from '../services/applications';
import { pageRange } from '../services/caps';
import { listRefunds, refundQuote, requestRefund } from '../services/refunds';
import { withdraw, withdrawalQuote } from '../services/withdrawals';
import { ownedView } from './applications';
import type { Area } from './types';

/** After sign-up, money: refunds, withdrawal from the race and from a lottery draw. */
export const refundRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/refundQuote',
    auth: true,
    handler: ({ input, runnerId }) => refundQuote(ctx, runnerId, input.applicationID),
  });

  app.api(bases.a, {
    method: 'POST',
    path: 'matchH5/refundApply',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      await requestRefund(ctx, runnerId, input);
      const view = await ownedView(ctx, runnerId, input.applicationID, lang);
      ctx.outbox?.wake();
      return view;
    },
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/listsRefund',
    auth: true,
    handler: ({ input, runnerId, lang }) => listRefunds(ctx.db, runnerId, pageRange(input), lang),
  });

  app.api(bases.a, {
    method: 'POST',
    path: 'matchH5/cancelCandidate',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      await cancelCandidate(ctx, runnerId, input.applicationID);
      return ownedView(ctx, runnerId, input.applicationID, lang);
    },
  });

  app.api(bases.b, {
    method: 'GET',
    path: 'withdraw/quote',
    auth: true,
    handler: ({ input, runnerId, lang }) =>
      withdrawalQuote(ctx, runnerId, input.applicationID, lang),
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'withdraw/apply',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      const result = await withdraw(ctx, runnerId, input.applicationID);
      const application = await ownedView(ctx, runnerId, input.applicationID, lang);
      ctx.outbox?.wake();
      return { ...result, application };
    },
  });
};
