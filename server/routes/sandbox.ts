import type { AppContext } from '../context';
import { apiError } from '../http/errors';
import { withQuery } from '../http/return-url';
import { resolveLang } from '../i18n/index';
import { renderCashier, renderOutcome } from '../payments/cashier-page';
import type { SandboxProvider } from '../payments/sandbox';
import type { Area } from './types';

type Outcome = 'approve' | 'decline';

async function tradeFor(ctx: AppContext, tradeNo: string) {
  const trade = await ctx.db
    .selectFrom('payment as p')
    .innerJoin('application as a', 'a.id', 'p.application_id')
    .select([
      'p.trade_no',
      'p.kind',
      'p.channel',
      'p.amount',
      'p.fee',
      'p.currency',
      'p.instalment_terms',
      'p.status',
      'p.return_url',
      'a.order_no',
    ])
    .where('p.trade_no', '=', tradeNo)
    .where('p.kind', '=', 'payment')
    .executeTakeFirst();
  if (!trade) throw apiError('tradeNotFound');
  return trade;
}

/**
 * The sandbox's own pages: the cashier (GET shows it, POST is a button press) and
 * POST sandbox/pay for a test host page that plays the payment mini-program. Both reach the
 * server only through the signed notify callback.
 */
export const sandboxRoutes: Area<{ sandbox: SandboxProvider }> = async (
  app,
  { ctx, bases, sandbox },
) => {
  async function complete(tradeNo: string, outcome: Outcome) {
    const trade = await tradeFor(ctx, tradeNo);
    if (trade.status === 'pending') {
      await sandbox.notify({
        tradeNo,
        kind: 'payment',
        amount: trade.amount,
        currency: trade.currency,
        outcome: outcome === 'approve' ? 'approved' : 'declined',
      });
    }
    return tradeFor(ctx, tradeNo);
  }

  const cashierUrl = `${bases.b}/sandbox/cashier/:tradeNo`;

  app.get<{ Params: { tradeNo: string }; Querystring: { lang?: string } }>(cashierUrl, {
    handler: async (req, reply) => {
      const lang = resolveLang(req.query.lang ?? req.lang);
      const trade = await tradeFor(ctx, req.params.tradeNo);
      const page = renderCashier(
        {
          tradeNo: trade.trade_no,
          orderNo: trade.order_no,
          channel: trade.channel,
          amount: trade.amount,
          fee: trade.fee,
          currency: trade.currency,
          instalmentTerms: trade.instalment_terms,
          status: trade.status,
        },
        lang,
        req.url.split('?')[0],
      );
      return reply.type('text/html; charset=utf-8').send(page);
    },
  });

  app.post<{ Params: { tradeNo: string }; Body: { outcome: Outcome; lang?: string } }>(cashierUrl, {
    schema: {
      body: {
        type: 'object',
        properties: { outcome: { enum: ['approve', 'decline'] }, lang: { type: 'string' } },
        required: ['outcome'],
      },
    },
    handler: async (req, reply) => {
      const lang = resolveLang(req.body.lang ?? req.lang);
      const trade = await complete(req.params.tradeNo, req.body.outcome);
      if (trade.return_url) {
        return reply.redirect(
          withQuery(trade.return_url, { payResult: trade.status, tradeNo: trade.trade_no }),
          303,
        );
      }
      return reply.type('text/html; charset=utf-8').send(renderOutcome(trade.status, lang));
    },
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'sandbox/pay',
    handler: async ({ input }) => {
      const trade = await complete(input.tradeNo, input.outcome);
      return { tradeNo: trade.trade_no, status: trade.status, returnUrl: trade.return_url };
    },
  });
};
