import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import type { EventConfig } from '../events/catalog';
import { PAYABLE_STATES, PayState, RefundStatus } from '../events/enums';
import { apiError } from '../http/errors';
import { DEFAULT_TERMS, instalmentPlan, type InstalmentPlan } from '../payments/instalment';
import type { Channel, Notification, PaymentProvider } from '../payments/provider';
import {
  actionsFor,
  adjustBeans,
  eventOrThrow,
  givePlacesBack,
  lockOwned,
  ownedApplication,
} from './applications';

/** The payment provider; 503 when payments are switched off. */
export function provider(ctx: AppContext): PaymentProvider {
  if (!ctx.payments) throw apiError('paymentsUnavailable');
  return ctx.payments;
}

function tradeNumber(prefix: 'P' | 'R'): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(8).toString('hex')}`.toUpperCase();
}

function offeredChannel(event: EventConfig, channel: Channel) {
  const offered = event.payment.channels.find((candidate) => candidate.type === channel);
  if (!offered) throw apiError('channelUnavailable');
  return offered;
}

export function instalmentTerms(event: EventConfig): number[] {
  const offered = offeredChannel(event, 'instalment');
  return 'terms' in offered ? offered.terms : DEFAULT_TERMS;
}

export async function instalmentPlans(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
): Promise<{ amount: number; currency: string; plans: InstalmentPlan[] }> {
  const row = await ownedApplication(ctx.db, runnerId, applicationId);
  const terms = instalmentTerms(eventOrThrow(ctx, row.event_id));
  return {
    amount: row.amount,
    currency: row.currency,
    plans: terms.map((count) => instalmentPlan(row.amount, count)),
  };
}

export interface StartPaymentInput {
  applicationId: number;
  channel: Channel;
  returnUrl: string | null;
  terms?: number;
}

/** Opens a trade for an unpaid order and returns where the runner pays it. */
export async function startPayment(ctx: AppContext, runnerId: number, input: StartPaymentInput) {
  const payments = provider(ctx);
  const now = ctx.now();
  const row = await ownedApplication(ctx.db, runnerId, input.applicationId);
  const event = eventOrThrow(ctx, row.event_id);
  offeredChannel(event, input.channel);
  if (row.paid_at) throw apiError('alreadyPaid');
  if (row.pay_deadline && row.pay_deadline <= now && PAYABLE_STATES.includes(row.pay_state)) {
    throw apiError('payDeadlinePassed');
  }
  if (!actionsFor(row, now).canPay) throw apiError('notPayable');
  let amount = row.amount;
  let terms: number | null = null;
  if (input.channel === 'instalment') {
    terms = input.terms ?? 0;
    if (!instalmentTerms(event).includes(terms)) throw apiError('badParameter', { field: 'terms' });
    amount = instalmentPlan(row.amount, terms).total;
  }
  const tradeNo = tradeNumber('P');
  await ctx.db
    .insertInto('payment')
    .values({
      trade_no: tradeNo,
      application_id: row.id,
      kind: 'payment',
      channel: input.channel,
      amount,
      currency: row.currency,
      instalment_terms: terms,
      status: 'pending',
      return_url: input.returnUrl,
      created_at: now,
    })
    .execute();
  const payUrl = payments.cashierUrl({
    tradeNo,
    orderNo: row.order_no,
    channel: input.channel,
    amount,
    currency: row.currency,
    instalmentTerms: terms,
  });
  return { tradeNo, payUrl, amount, currency: row.currency, channel: input.channel };
}

export type NotificationResult = 'approved' | 'declined' | 'rejected' | 'unchanged';

/**
 * Applies a verified callback. Repeats change nothing; a payment for an order that is no longer
 * payable (paid by another trade, cancelled, past its deadline) is recorded as rejected.
 */
export async function applyNotification(
  ctx: AppContext,
  notice: Notification,
): Promise<NotificationResult> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const trade = await trx
      .selectFrom('payment')
      .selectAll()
      .where('trade_no', '=', notice.tradeNo)
      .forUpdate()
      .executeTakeFirst();
    if (!trade || trade.kind !== notice.kind) throw apiError('tradeNotFound');
    if (trade.amount !== notice.amount || trade.currency !== notice.currency) {
      throw apiError('amountMismatch');
    }
    if (trade.status !== 'pending') return 'unchanged';
    const application = await trx
      .selectFrom('application')
      .selectAll()
      .where('id', '=', trade.application_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    let status: 'approved' | 'declined' | 'rejected' = notice.outcome;
    if (notice.outcome === 'approved' && trade.kind === 'payment') {
      if (actionsFor(application, now).canPay) {
        await trx
          .updateTable('application')
          .set({
            pay_state: PayState.REGYES,
            paid_at: now,
            pay_channel: trade.channel,
            updated_at: now,
          })
          .where('id', '=', application.id)
          .execute();
      } else {
        status = 'rejected';
      }
    }
    if (trade.kind === 'refund') {
      const refunded = notice.outcome === 'approved';
      await trx
        .updateTable('application')
        .set({
          refund_status: refunded ? RefundStatus.REFUNDED : RefundStatus.NONE,
          refunded_at: refunded ? now : null,
          pay_state: refunded ? PayState.REGOFF : application.pay_state,
          holds_capacity: refunded ? false : application.holds_capacity,
          updated_at: now,
        })
        .where('id', '=', application.id)
        .execute();
      if (refunded && application.holds_capacity) await givePlacesBack(trx, application.id);
      if (refunded) await adjustBeans(trx, application.runner_id, application.beans_used);
    }
    await trx
      .updateTable('payment')
      .set({ status, completed_at: now })
      .where('trade_no', '=', trade.trade_no)
      .execute();
    return status;
  });
}

/** Paid order → refund requested; the provider answers later with a `refund` notification. */
export async function requestRefund(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
): Promise<void> {
  const payments = provider(ctx);
  const now = ctx.now();
  const refund = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockOwned(trx, runnerId, applicationId);
    if (!actionsFor(row, now).canRefund) throw apiError('refundNotAllowed');
    const paid = await trx
      .selectFrom('payment')
      .select(['amount', 'currency', 'channel'])
      .where('application_id', '=', row.id)
      .where('kind', '=', 'payment')
      .where('status', '=', 'approved')
      .executeTakeFirst();
    await trx
      .updateTable('application')
      .set({ refund_status: RefundStatus.REQUESTED, refund_requested_at: now, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    const tradeNo = tradeNumber('R');
    const amount = paid?.amount ?? row.amount;
    await trx
      .insertInto('payment')
      .values({
        trade_no: tradeNo,
        application_id: row.id,
        kind: 'refund',
        channel: paid?.channel ?? row.pay_channel ?? 'wallet',
        amount,
        currency: row.currency,
        instalment_terms: null,
        status: 'pending',
        return_url: null,
        created_at: now,
      })
      .execute();
    return { tradeNo, amount, currency: row.currency };
  });
  payments.requestRefund(refund);
}
