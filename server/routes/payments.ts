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

/** JSON sign routes: the app gets a trade number and the cashier URL. */
const JSON_SIGN = [
  ['payorder/zfbH5Sign', 'wallet'],
  ['payorder/weixinH5Sign', 'messaging'],
  ['payorder/fenqileH5Sign', 'instalment'],
] as const satisfies readonly (readonly [Endpoint, Channel])[];

/** Full-page sign routes: the browser navigates here and is redirected to the cashier. */
const REDIRECT_SIGN: [string, Channel][] = [
  ['payorder/unionpayH5Sign', 'unionpay'],
  ['payorder/bocH5Sign', 'boc'],
  ['payorder/cmbH5Sign', 'cmb'],
];

export const paymentRoutes: Area = async (app, { ctx, bases }) => {
  for (const [path, channel] of JSON_SIGN) {
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
  for (const [path, channel] of REDIRECT_SIGN) {
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
