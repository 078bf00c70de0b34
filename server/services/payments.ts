import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { DB } from '../db/types';
import {
  CHANNEL_TABLE,
  canCharge,
  channelCharge,
  channelCurrencies,
  channelsFor,
  channelTerms,
} from '../../core/domain/channels';
import type { Currency } from '../../core/domain/currency';
import { nextState, stateAt } from '../../core/domain/order/state';
import type { EventConfig } from '../events/catalog';
import { apiError } from '../http/errors';
import { instalmentPlan, type InstalmentPlan } from '../payments/instalment';
import type { Channel, Notification, PaymentProvider } from '../payments/provider';
import { adjustBeans, givePlacesBack, ownedApplicationAndEvent } from './applications';
import { refundGroupMembers, registerGroupMembers } from './groups';
import { giveExtrasBack } from './extra-stock';
import { actionsFor, moveOrThrow, stateColumns } from './order-state';
import { currencyName } from './pricing';
import { giveNumberBack, settleNumberRefund } from './race-numbers';
import { settleRefundRequest, tradeNumber } from './refunds';
import { refundTeamMembers, refuseUntilTeamComplete, registerTeamMembers } from './teams';

/** The payment provider; 503 when payments are switched off. */
export function provider(ctx: AppContext): PaymentProvider {
  if (!ctx.payments) throw apiError('paymentsUnavailable');
  return ctx.payments;
}

function offeredChannel(event: EventConfig, channel: Channel) {
  const offered = event.payment.channels.find((candidate) => candidate.type === channel);
  if (!offered) throw apiError('channelUnavailable');
  return offered;
}

/** The race's channel, refused when it cannot charge the order's currency. */
function chargingChannel(event: EventConfig, channel: Channel, currency: Currency) {
  const offered = offeredChannel(event, channel);
  if (!canCharge(offered, currency)) {
    throw apiError('channelCurrency', (lang) => ({ currency: currencyName(lang, currency) }));
  }
  return offered;
}

/** The terms the race offers that the channel table also prices. */
export function instalmentTerms(event: EventConfig): number[] {
  const offered = offeredChannel(event, 'instalment');
  const priced = channelTerms('instalment');
  return ('terms' in offered ? offered.terms : priced).filter((terms) => priced.includes(terms));
}

export async function instalmentPlans(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
): Promise<{ amount: number; currency: Currency; plans: InstalmentPlan[] }> {
  const { row, event } = await ownedApplicationAndEvent(ctx, runnerId, applicationId);
  chargingChannel(event, 'instalment', row.currency);
  return {
    amount: row.amount,
    currency: row.currency,
    plans: instalmentTerms(event).flatMap((count) => instalmentPlan(row.amount, count) ?? []),
  };
}

export interface StartPaymentInput {
  applicationId: number;
  /** The registration's supplementary order of a premium number, paid instead of the registration. */
  numberOrderId?: number;
  channel: Channel;
  returnUrl: string | null;
  terms?: number;
}

/** A supplementary order of the registration; someone else's answers 404 like a missing one. */
async function numberOrderOf(ctx: AppContext, applicationId: number, numberOrderId: number) {
  const order = await ctx.db
    .selectFrom('number_order')
    .selectAll()
    .where('id', '=', numberOrderId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (!order) throw apiError('numberOrderNotFound');
  return order;
}

/**
 * Applies an approved payment of a premium number's supplementary order: the number becomes the
 * runner's, unless the order is no longer payable (cancelled, or its hold lapsed).
 */
async function settleNumberOrder(
  trx: Transaction<DB>,
  numberOrderId: number,
  now: Date,
): Promise<'approved' | 'rejected'> {
  const order = await trx
    .selectFrom('number_order')
    .selectAll()
    .where('id', '=', numberOrderId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const paid = actionsFor(order, now).canPay ? nextState(order.state, 'paymentApproved') : null;
  if (!paid) return 'rejected';
  await trx
    .updateTable('number_order')
    .set({ state: paid, paid_at: now })
    .where('id', '=', order.id)
    .execute();
  await trx
    .updateTable('race_number')
    .set({ held_until: null })
    .where('number_order_id', '=', order.id)
    .execute();
  return 'approved';
}

/** Records how a trade ended. */
async function completeTrade<S extends 'approved' | 'declined' | 'rejected'>(
  trx: Transaction<DB>,
  tradeNo: string,
  status: S,
  now: Date,
): Promise<S> {
  await trx
    .updateTable('payment')
    .set({ status, completed_at: now })
    .where('trade_no', '=', tradeNo)
    .execute();
  return status;
}

/** Opens a trade for an unpaid order and returns where the runner pays it. */
export async function startPayment(ctx: AppContext, runnerId: number, input: StartPaymentInput) {
  const payments = provider(ctx);
  const now = ctx.now();
  // An order found past its deadline is stored as expired (its places go back) before the refusal.
  const { row: registration, event } = await ownedApplicationAndEvent(
    ctx,
    runnerId,
    input.applicationId,
    now,
  );
  const row = input.numberOrderId
    ? await numberOrderOf(ctx, registration.id, input.numberOrderId)
    : registration;
  chargingChannel(event, input.channel, row.currency);
  if (row.paid_at) throw apiError('alreadyPaid');
  if (stateAt(row.state, row.pay_deadline, now) === 'expired') throw apiError('payDeadlinePassed');
  if (!actionsFor(row, now).canPay) throw apiError('notPayable');
  await refuseUntilTeamComplete(ctx, row.id);
  const terms = input.channel === 'instalment' ? (input.terms ?? 0) : null;
  const charge = channelCharge(input.channel, row.amount, terms);
  if (!charge || (terms !== null && !instalmentTerms(event).includes(terms))) {
    throw apiError('badParameter', { field: 'terms' });
  }
  const { total: amount, fee } = charge;
  const tradeNo = tradeNumber('P');
  await ctx.db
    .insertInto('payment')
    .values({
      trade_no: tradeNo,
      application_id: registration.id,
      number_order_id: input.numberOrderId ?? null,
      kind: 'payment',
      channel: input.channel,
      amount,
      fee,
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
  return { tradeNo, payUrl, amount, fee, currency: row.currency, channel: input.channel };
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
    if (trade.number_order_id && trade.kind === 'refund') {
      await settleNumberRefund(trx, trade.number_order_id, notice.outcome === 'approved');
      return completeTrade(trx, trade.trade_no, notice.outcome, now);
    }
    if (trade.number_order_id) {
      const status =
        notice.outcome === 'approved'
          ? await settleNumberOrder(trx, trade.number_order_id, now)
          : notice.outcome;
      return completeTrade(trx, trade.trade_no, status, now);
    }
    const application = await trx
      .selectFrom('application')
      .selectAll()
      .where('id', '=', trade.application_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    let status: 'approved' | 'declined' | 'rejected' = notice.outcome;
    if (notice.outcome === 'approved' && trade.kind === 'payment') {
      const paid = actionsFor(application, now).canPay
        ? nextState(application.state, 'paymentApproved')
        : null;
      if (paid) {
        await trx
          .updateTable('application')
          .set({
            ...stateColumns(paid),
            paid_at: now,
            pay_channel: trade.channel,
            fee: trade.fee,
            paid_amount: trade.amount,
            updated_at: now,
          })
          .where('id', '=', application.id)
          .execute();
        await registerGroupMembers(trx, ctx, application, trade, now);
        await registerTeamMembers(trx, ctx, application, trade, now);
      } else {
        status = 'rejected';
      }
    }
    if (trade.kind === 'refund') {
      const refunded = notice.outcome === 'approved';
      const state = moveOrThrow(
        application.state,
        refunded ? 'refundApproved' : 'refundDeclined',
        'refundNotAllowed',
      );
      await trx
        .updateTable('application')
        .set({
          ...stateColumns(state),
          refunded_at: refunded ? now : null,
          holds_capacity: refunded ? false : application.holds_capacity,
          updated_at: now,
        })
        .where('id', '=', application.id)
        .execute();
      await settleRefundRequest(trx, trade.trade_no, refunded, now);
      if (refunded && application.holds_capacity) await givePlacesBack(trx, application.id);
      if (refunded) await giveExtrasBack(trx, application.id);
      if (refunded) await giveNumberBack(trx, application.id);
      if (refunded) await adjustBeans(trx, application.runner_id, application.beans_used);
      if (refunded) await refundGroupMembers(trx, application, now);
      if (refunded) await refundTeamMembers(trx, application, now);
    }
    return completeTrade(trx, trade.trade_no, status, now);
  });
}

/** A race's channel as the API shows it: what it charges for this race and its fee per terms. */
export function channelView(choice: EventConfig['payment']['channels'][number]) {
  const rates = CHANNEL_TABLE[choice.type].feeBasisPointsByTerms ?? {};
  const terms = 'terms' in choice ? choice.terms : [];
  return {
    ...choice,
    currencies: channelCurrencies(choice),
    feeRates: terms.flatMap((count) =>
      rates[count] === undefined ? [] : [{ terms: count, feeBasisPoints: rates[count] }],
    ),
  };
}

/** The race's channels that can charge `currency`, in the race's order. */
export function channelsForCurrency(event: EventConfig, currency: Currency) {
  return channelsFor(event.payment.channels, currency).map(channelView);
}
