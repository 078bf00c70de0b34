import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  quoteRefund,
  supplementShare,
  type PaidOrder,
  type RefundPolicy,
  type RefundQuote,
} from '../../core/domain/refund/policy';
import type { AppContext } from '../context';
import type { DB, Db } from '../db/types';
import type { EventConfig } from '../events/catalog';
import { apiError } from '../http/errors';
import { pickText, type Lang } from '../i18n/index';
import { chinaTime, eventOrThrow, lockOwned, ownedApplication } from './applications';
import { groupMemberIds, refuseGroupEntry } from './groups';
import { coveredMemberIds, refuseTeamEntry } from './teams';
import { enqueueRefund } from './outbox';
import { cancelUnpaidNumberOrders, paidNumberOrders, requestNumberRefund } from './race-numbers';
import { actionsFor, moveOrThrow, stateColumns } from './order-state';

type Reader = Db | Transaction<DB>;

/**
 * The registrations a refund of this one ends: itself and, for an order paid for others (a group's
 * order, a captain's order for the team), each registration it paid for, whose premium numbers
 * therefore come back with the order.
 */
async function refundedWith(db: Reader, applicationId: number): Promise<number[]> {
  return [
    applicationId,
    ...(await groupMemberIds(db, applicationId)),
    ...(await coveredMemberIds(db, applicationId)),
  ];
}

export function tradeNumber(prefix: 'P' | 'R'): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(8).toString('hex')}`.toUpperCase();
}

export function refundPolicyOf(event: EventConfig): RefundPolicy | undefined {
  return event.refund;
}

/**
 * What the order cost, which tickets it holds and the paid premium numbers bought on top of it
 * (an order paid for others: theirs too), as the refund rules need it.
 */
export async function paidOrderOf(
  db: Reader,
  row: { id: number; amount: number; currency: PaidOrder['currency'] },
): Promise<PaidOrder> {
  const tickets = await db
    .selectFrom('application_ticket')
    .select(['ticket_id as id', 'price'])
    .where('application_id', '=', row.id)
    .execute();
  const numbers = await paidNumberOrders(db, await refundedWith(db, row.id));
  const supplements = numbers.map((order) => order.amount);
  return { amount: row.amount, currency: row.currency, tickets, supplements };
}

/** The quote when the policy gives something back, else the refusal the runner reads. */
function acceptedQuote(quote: RefundQuote): Extract<RefundQuote, { ok: true }> {
  if (quote.ok) return quote;
  if (quote.reason === 'closed') {
    const { closedAt } = quote;
    throw apiError('refundWindowClosed', (lang) => ({ closedAt: chinaTime(lang, closedAt) }));
  }
  throw apiError(quote.reason === 'noPolicy' ? 'noRefunds' : 'nothingRefundable');
}

/** What a refund asked for now would give back, by the race's policy and today's date. */
export async function refundQuote(ctx: AppContext, runnerId: number, applicationId: number) {
  const now = ctx.now();
  const row = await ownedApplication(ctx.db, runnerId, applicationId);
  if (!actionsFor(row, now).canRefund) throw apiError('refundNotAllowed');
  await refuseGroupEntry(ctx.db, row, 'refund');
  await refuseTeamEntry(ctx.db, row, 'refund');
  const policy = refundPolicyOf(eventOrThrow(ctx, row.event_id));
  const order = await paidOrderOf(ctx.db, row);
  const quote = acceptedQuote(quoteRefund(policy, order, now));
  const supplements = (order.supplements ?? []).reduce((sum, paid) => sum + paid, 0);
  return {
    applicationID: row.id,
    orderNo: row.order_no,
    paidAmount: (row.paid_amount ?? row.amount) + supplements,
    amount: quote.amount,
    currency: quote.currency,
    percent: quote.percent,
    until: quote.until,
    handlingFee: quote.handlingFee,
    refundable: quote.refundable,
    requires: policy?.requires ?? 'nothing',
    review: policy?.review ?? 'automatic',
  };
}

/** A document is one of the runner's own uploads, named by the URL the upload route gave. */
async function ownUpload(db: Reader, runnerId: number, url: string | undefined) {
  const id = url?.match(/\/oss\/file\/([0-9a-f]{32})$/)?.[1];
  if (!id) return null;
  const row = await db
    .selectFrom('upload')
    .select('id')
    .where('id', '=', id)
    .where('runner_id', '=', runnerId)
    .executeTakeFirst();
  return row ? url! : null;
}

interface RefundTrade {
  applicationId: number;
  /** The premium number's supplementary order refunded, null for the registration's own order. */
  numberOrderId: number | null;
  amount: number;
  currency: PaidOrder['currency'];
}

/**
 * Opens a refund trade on the channel that paid what it gives back and stores the provider job in
 * the same transaction; the outbox sends it, the provider's signed callback finishes it.
 */
async function openRefundTrade(
  trx: Transaction<DB>,
  trade: RefundTrade,
  now: Date,
  delayMs: number,
): Promise<string> {
  const paid = await trx
    .selectFrom('payment')
    .select('channel')
    .where('application_id', '=', trade.applicationId)
    .where('kind', '=', 'payment')
    .where('status', '=', 'approved')
    .where((eb) =>
      trade.numberOrderId === null
        ? eb('number_order_id', 'is', null)
        : eb('number_order_id', '=', trade.numberOrderId),
    )
    .executeTakeFirst();
  const tradeNo = tradeNumber('R');
  await trx
    .insertInto('payment')
    .values({
      trade_no: tradeNo,
      application_id: trade.applicationId,
      number_order_id: trade.numberOrderId,
      kind: 'refund',
      channel: paid?.channel ?? 'wallet',
      amount: trade.amount,
      currency: trade.currency,
      instalment_terms: null,
      status: 'pending',
      return_url: null,
      created_at: now,
    })
    .execute();
  const job = { tradeNo, amount: trade.amount, currency: trade.currency };
  await enqueueRefund(trx, job, new Date(now.getTime() + delayMs), now);
  return tradeNo;
}

/**
 * Refunds the paid premium numbers of the registration (an order paid for others: theirs too) at
 * `percent`, each on the channel that paid it; returns what they give back. Each number goes back to
 * the race when its own refund is approved (`settleNumberRefund`).
 */
export async function refundNumberOrders(
  trx: Transaction<DB>,
  registration: { id: number; currency: PaidOrder['currency'] },
  percent: number,
  now: Date,
  delayMs: number,
): Promise<number> {
  let total = 0;
  for (const order of await paidNumberOrders(trx, await refundedWith(trx, registration.id))) {
    const amount = supplementShare(order.amount, percent);
    if (amount === 0) continue;
    await requestNumberRefund(trx, order);
    const trade = { applicationId: order.application_id, numberOrderId: order.id, amount };
    await openRefundTrade(trx, { ...trade, currency: registration.currency }, now, delayMs);
    total += amount;
  }
  return total;
}

/**
 * Sends an approved request to the provider: one trade for the registration's share and one for
 * each paid premium number's share (the request's amount is their sum, see quoteRefund).
 */
async function sendToProvider(
  trx: Transaction<DB>,
  request: {
    id: number;
    application_id: number;
    amount: number;
    percent: number;
    currency: PaidOrder['currency'];
  },
  now: Date,
  delayMs: number,
): Promise<void> {
  const registration = { id: request.application_id, currency: request.currency };
  const numbers = await refundNumberOrders(trx, registration, request.percent, now, delayMs);
  const own = {
    applicationId: request.application_id,
    numberOrderId: null,
    amount: request.amount - numbers,
    currency: request.currency,
  };
  const tradeNo = await openRefundTrade(trx, own, now, delayMs);
  await trx
    .updateTable('refund_request')
    .set({ status: 'approved', trade_no: tradeNo, decided_at: now })
    .where('id', '=', request.id)
    .execute();
}

export interface RefundRequestInput {
  applicationID: number;
  reason?: string;
  document?: string;
}

export interface OpenRefund {
  kind: 'refund' | 'withdrawal';
  amount: number;
  percent: number;
  until: string | null;
  handlingFee: number;
  reason: string | null;
  document: string | null;
  automatic: boolean;
}

/**
 * Paid order → refund requested, with the amount the policy gave. The order row is locked, so of
 * concurrent requests one moves the state and the others find it no longer refundable. An
 * automatic request goes to the provider at once; a reviewed one waits for staff.
 */
export async function openRefund(
  ctx: AppContext,
  trx: Transaction<DB>,
  row: Awaited<ReturnType<typeof lockOwned>>,
  refund: OpenRefund,
): Promise<number> {
  const now = ctx.now();
  const state = moveOrThrow(row.state, 'refundRequested', 'refundNotAllowed');
  await trx
    .updateTable('application')
    .set({ ...stateColumns(state), refund_requested_at: now, updated_at: now })
    .where('id', '=', row.id)
    .execute();
  // A premium number still waiting for payment is given up with the registration (and an order
  // paid for others with their registrations).
  for (const id of await refundedWith(trx, row.id)) await cancelUnpaidNumberOrders(trx, id);
  const { id } = await trx
    .insertInto('refund_request')
    .values({
      application_id: row.id,
      runner_id: row.runner_id,
      kind: refund.kind,
      status: 'requested',
      amount: refund.amount,
      currency: row.currency,
      percent: refund.percent,
      rule_until: refund.until ? new Date(refund.until) : null,
      handling_fee: refund.handlingFee,
      reason: refund.reason,
      document: refund.document,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (refund.automatic) {
    await sendToProvider(
      trx,
      {
        id,
        application_id: row.id,
        amount: refund.amount,
        percent: refund.percent,
        currency: row.currency,
      },
      now,
      ctx.refundDelayMs,
    );
  }
  return id;
}

/**
 * refundApply: the policy's amount for today, with the reason or document the race asks for.
 * The caller wakes the outbox once it has read what it answers, so the answer shows the request
 * as made, not a refund the sandbox already finished.
 */
export async function requestRefund(
  ctx: AppContext,
  runnerId: number,
  input: RefundRequestInput,
): Promise<void> {
  if (!ctx.payments) throw apiError('paymentsUnavailable');
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockOwned(trx, runnerId, input.applicationID);
    if (!actionsFor(row, now).canRefund) throw apiError('refundNotAllowed');
    await refuseGroupEntry(trx, row, 'refund');
    await refuseTeamEntry(trx, row, 'refund');
    const policy = refundPolicyOf(eventOrThrow(ctx, row.event_id));
    const quote = acceptedQuote(quoteRefund(policy, await paidOrderOf(trx, row), now));
    const requires = policy?.requires ?? 'nothing';
    const reason = input.reason?.trim() || null;
    const document = await ownUpload(trx, runnerId, input.document);
    if (requires === 'document' && (!reason || !document)) throw apiError('refundDocumentRequired');
    if (requires === 'reason' && !reason) throw apiError('refundReasonRequired');
    await openRefund(ctx, trx, row, {
      kind: 'refund',
      amount: quote.amount,
      percent: quote.percent,
      until: quote.until,
      handlingFee: quote.handlingFee,
      reason,
      document,
      automatic: (policy?.review ?? 'automatic') === 'automatic',
    });
  });
}

export interface Decision {
  requestId: number;
  decision: 'approve' | 'reject';
  reason?: string;
}

/**
 * A staff decision on a reviewed request: approval sends it to the provider, rejection gives the
 * runner their paid order back with the reason. A decided request cannot be decided again.
 */
export async function decideRefund(
  db: Db,
  decision: Decision,
  now: Date,
  delayMs: number,
): Promise<{ id: number; status: 'approved' | 'rejected'; applicationId: number }> {
  const reason = decision.reason?.trim() ?? '';
  if (decision.decision === 'reject' && !reason) throw apiError('rejectionReasonRequired');
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom('refund_request')
      .selectAll()
      .where('id', '=', decision.requestId)
      .forUpdate()
      .executeTakeFirst();
    if (!request) throw apiError('refundRequestNotFound');
    if (request.status !== 'requested') throw apiError('refundNotPending');
    const application = await trx
      .selectFrom('application')
      .select(['id', 'state'])
      .where('id', '=', request.application_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (decision.decision === 'approve') {
      await sendToProvider(trx, request, now, delayMs);
      return { id: request.id, status: 'approved', applicationId: application.id };
    }
    const state = moveOrThrow(application.state, 'refundDeclined', 'refundNotPending');
    await trx
      .updateTable('application')
      .set({ ...stateColumns(state), refund_requested_at: null, updated_at: now })
      .where('id', '=', application.id)
      .execute();
    await trx
      .updateTable('refund_request')
      .set({ status: 'rejected', decision_reason: reason, decided_at: now })
      .where('id', '=', request.id)
      .execute();
    return { id: request.id, status: 'rejected', applicationId: application.id };
  });
}

/** The provider's answer to a refund trade, recorded on the request it belongs to. */
export async function settleRefundRequest(
  trx: Transaction<DB>,
  tradeNo: string,
  refunded: boolean,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('refund_request')
    .set(refunded ? { status: 'refunded', refunded_at: now } : { status: 'rejected' })
    .where('trade_no', '=', tradeNo)
    .where('status', '=', 'approved')
    .execute();
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The runner's refund requests, newest first, as the refund list shows them. */
export async function listRefunds(
  db: Db,
  runnerId: number,
  page: { offset: number; limit: number },
  lang: Lang,
) {
  const rows = await db
    .selectFrom('refund_request as r')
    .innerJoin('application as a', 'a.id', 'r.application_id')
    .innerJoin('event as e', 'e.id', 'a.event_id')
    .selectAll('r')
    .select(['a.order_no', 'a.event_id', 'e.config'])
    .where('r.runner_id', '=', runnerId)
    .orderBy('r.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    applicationID: row.application_id,
    orderNo: row.order_no,
    matchEventID: row.event_id,
    eventName: pickText((row.config as { name?: unknown }).name, lang),
    kind: row.kind,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    percent: row.percent,
    until: iso(row.rule_until),
    handlingFee: row.handling_fee,
    reason: row.reason,
    document: row.document,
    decisionReason: row.decision_reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: iso(row.decided_at),
    refundedAt: iso(row.refunded_at),
  }));
}
