import type { FastifyRequest } from 'fastify';
import { apiError } from '../http/errors';
import { safeReturnPath } from '../http/return-url';
import { requestSchema, type ApiTypeProvider, type Endpoint, type Input } from '../http/api-route';
import type { Channel } from '../payments/provider';
import { authenticate } from '../services/auth';
import { issuePayTicket, redeemPayTicket } from '../services/pay-tickets';
import { applyNotification, instalmentPlans, provider, startPayment } from '../services/payments';
import type { Area } from './types';

function returnPath(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  const path = safeReturnPath(value);
  if (!path) throw apiError('invalidReturnUrl');
  return path;
}

/**
 * Where each channel is signed (SPEC's per-channel paths): a JSON route gives the app a trade
 * number and the cashier URL; a full-page route is navigated to and redirects to the cashier.
 * Keyed by channel, so a channel added to the table does not compile until it has its route.
 */
const SIGN_ROUTES = {
  wallet: { json: 'payorder/zfbH5Sign' },
  messaging: { json: 'payorder/weixinH5Sign' },
  instalment: { json: 'payorder/fenqileH5Sign' },
  unionpay: { redirect: 'payorder/unionpayH5Sign' },
  boc: { redirect: 'payorder/bocH5Sign' },
  cmb: { redirect: 'payorder/cmbH5Sign' },
} as const satisfies Record<Channel, { json: Endpoint } | { redirect: string }>;

type JsonSign = Extract<(typeof SIGN_ROUTES)[Channel], { json: string }>['json'];
const signRoutes = Object.entries(SIGN_ROUTES) as [
  Channel,
  { json?: JsonSign; redirect?: string },
][];

export const paymentRoutes: Area = async (app, { ctx, bases }) => {
  for (const [channel, { json: path }] of signRoutes) {
    if (!path) continue;
    app.api(bases.a, {
      method: 'GET',
      path,
      auth: true,
      handler: ({ input, runnerId }) =>
        startPayment(ctx, runnerId, {
          applicationId: input.applicationID,
          numberOrderId: input.numberOrderID,
          channel,
          returnUrl: returnPath(input.returnUrl),
          terms: 'terms' in input ? input.terms : undefined,
        }),
    });
  }

  app.api(bases.a, {
    method: 'GET',
    path: 'payorder/payTicket',
    auth: true,
    handler: ({ input, runnerId }) => issuePayTicket(ctx, runnerId, input.applicationID),
  });

  // A navigation cannot carry the AUTHORIZATION header, so these take a one-time pay ticket.
  const navigationRunner = (req: FastifyRequest, input: Input<'payorder/redirectSign'>) =>
    input.ticket
      ? redeemPayTicket(ctx, input.ticket, input.applicationID)
      : authenticate(ctx.db, req, ctx.now());

  // They answer with a redirect, not with `{ data }`, so they are routes of their own.
  for (const [channel, { redirect: path }] of signRoutes) {
    if (!path) continue;
    app.withTypeProvider<ApiTypeProvider>().get(`${bases.a}/${path}`, {
      schema: { querystring: requestSchema('payorder/redirectSign') },
      handler: async (req, reply) => {
        const runnerId = await navigationRunner(req, req.query);
        const { payUrl } = await startPayment(ctx, runnerId, {
          applicationId: req.query.applicationID,
          numberOrderId: req.query.numberOrderID,
          channel,
          returnUrl: returnPath(req.query.returnUrl),
        });
        return reply.redirect(payUrl, 302);
      },
    });
  }

  app.api(bases.a, {
    method: 'GET',
    path: 'payorder/fenqileCalcRate',
    auth: true,
    handler: ({ input, runnerId }) => instalmentPlans(ctx, runnerId, input.applicationID),
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'payorder/notify',
    handler: async ({ input }) => {
      const notice = provider(ctx).readNotification({ ...input });
      if (!notice) throw apiError('badSignature');
      return { tradeNo: notice.tradeNo, result: await applyNotification(ctx, notice) };
    },
  });
};
