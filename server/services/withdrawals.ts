import type { Transaction } from 'kysely';
import {
  withdrawalConsequence,
  withdrawalOpen,
  type WithdrawalConsequence,
  type WithdrawalPolicy,
} from '../../core/domain/refund/withdrawal';
import type { AppContext } from '../context';
import type { DB } from '../db/types';
import type { EventConfig } from '../events/catalog';
import { apiError } from '../http/errors';
import { pickText, type Lang } from '../i18n/index';
import {
  chinaTime,
  eventOrThrow,
  givePlacesBack,
  lockOwned,
  insertPaidRegistration,
  ownedApplication,
  takePlaces,
} from './applications';
import { refuseGroupEntry } from './groups';
import { refuseTeamEntry } from './teams';
import { giveExtrasBack } from './extra-stock';
import { expireLapsedOrders, holdsPlaceSql } from './held-places';
import { actionsFor, moveOrThrow, stateColumns } from './order-state';
import { giveNumberBack, paidNumberOrders } from './race-numbers';
import { openRefund, paidOrderOf, refundNumberOrders } from './refunds';

export function withdrawalPolicyOf(event: EventConfig): WithdrawalPolicy | undefined {
  return event.withdrawal as WithdrawalPolicy | undefined;
}

/** Whether a race takes withdrawals now (listsMatch with openWithdraw=1). */
export function takesWithdrawals(event: EventConfig, now: Date): boolean {
  return withdrawalOpen(withdrawalPolicyOf(event), now);
}

function acceptedConsequence(
  consequence: WithdrawalConsequence,
): Extract<WithdrawalConsequence, { ok: true }> {
  if (consequence.ok) return consequence;
  if (consequence.reason === 'closed') {
    const { closedAt } = consequence;
    throw apiError('withdrawalClosed', (lang) => ({ closedAt: chinaTime(lang, closedAt) }));
  }
  throw apiError('noWithdrawal');
}

/** The consequence as the quit page shows it: the refund share, or the next edition by name. */
function consequenceView(
  ctx: AppContext,
  consequence: Extract<WithdrawalConsequence, { ok: true }>,
  lang: Lang,
) {
  if (consequence.outcome === 'refund') {
    return { outcome: 'refund' as const, amount: consequence.amount, percent: consequence.percent };
  }
  const next = eventOrThrow(ctx, consequence.eventId);
  const ticket = next.tickets.find((candidate) => candidate.id === consequence.ticketId);
  return {
    outcome: 'deferral' as const,
    nextEventID: next.id,
    nextEventName: pickText(next.name, lang),
    nextTicketName: pickText(ticket?.name, lang),
  };
}

/** What withdrawing from the order now would do, for the runner to confirm. */
export async function withdrawalQuote(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  lang: Lang,
) {
  const now = ctx.now();
  const row = await ownedApplication(ctx.db, runnerId, applicationId);
  if (!actionsFor(row, now).canWithdraw) throw apiError('refundNotAllowed');
  await refuseGroupEntry(ctx.db, row, 'withdraw');
  await refuseTeamEntry(ctx.db, row, 'withdraw');
  const event = eventOrThrow(ctx, row.event_id);
  const policy = withdrawalPolicyOf(event);
  const consequence = acceptedConsequence(
    withdrawalConsequence(policy, await paidOrderOf(ctx.db, row), now),
  );
  return {
    applicationID: row.id,
    currency: row.currency,
    closes: policy!.closes,
    ...consequenceView(ctx, consequence, lang),
  };
}

/**
 * The runner's place in the next edition, paid by the place given back: it takes a place of the
 * named ticket there (or fails, changing nothing, when there is none left).
 */
async function deferInto(
  trx: Transaction<DB>,
  row: Awaited<ReturnType<typeof lockOwned>>,
  target: { eventId: number; ticketId: number },
  now: Date,
): Promise<number> {
  await expireLapsedOrders(trx, { eventId: target.eventId, runnerId: row.runner_id }, now);
  const existing = await trx
    .selectFrom('application')
    .select('id')
    .where('runner_id', '=', row.runner_id)
    .where('event_id', '=', target.eventId)
    .where(holdsPlaceSql(now))
    .executeTakeFirst();
  if (existing) throw apiError('alreadyApplied');
  await takePlaces(trx, [target.ticketId], now);
  return insertPaidRegistration(
    trx,
    {
      runnerId: row.runner_id,
      eventId: target.eventId,
      applyType: row.apply_type,
      roleId: null,
      values: row.form_values,
      price: {
        countryType: row.country_type,
        currency: row.currency,
        expense: 0,
        originalExpense: 0,
        beansUsed: 0,
        items: [{ ticketDefID: target.ticketId, name: null, price: 0 }],
      },
      now,
    },
    { channel: 'deferral' },
  );
}

/**
 * withdraw/apply: gives the place back. With a refund share it is a refund request of that
 * share (sent at once); with deferral the order ends as deferred and a paid order stands in the
 * next edition, all in one transaction. As with refundApply, the caller wakes the outbox.
 */
export async function withdraw(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
): Promise<{ outcome: 'refund' | 'deferral'; nextApplicationID: number | null }> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockOwned(trx, runnerId, applicationId);
    if (!actionsFor(row, now).canWithdraw) throw apiError('refundNotAllowed');
    await refuseGroupEntry(trx, row, 'withdraw');
    await refuseTeamEntry(trx, row, 'withdraw');
    const policy = withdrawalPolicyOf(eventOrThrow(ctx, row.event_id));
    const consequence = acceptedConsequence(
      withdrawalConsequence(policy, await paidOrderOf(trx, row), now),
    );
    if (consequence.outcome === 'deferral') {
      const state = moveOrThrow(row.state, 'deferred', 'refundNotAllowed');
      const next = await deferInto(trx, row, consequence, now);
      await trx
        .updateTable('application')
        .set({ ...stateColumns(state), deferred_to: next, holds_capacity: false, updated_at: now })
        .where('id', '=', row.id)
        .execute();
      if (row.holds_capacity) await givePlacesBack(trx, row.id);
      await giveExtrasBack(trx, row.id);
      // A number of this edition cannot move to the next: a paid premium one comes back in full.
      if ((await paidNumberOrders(trx, [row.id])).length > 0 && !ctx.payments) {
        throw apiError('paymentsUnavailable');
      }
      await refundNumberOrders(trx, row, 100, now, ctx.refundDelayMs);
      await giveNumberBack(trx, row.id);
      return { outcome: 'deferral' as const, nextApplicationID: next };
    }
    if (consequence.amount === 0 || !ctx.payments) {
      throw apiError(ctx.payments ? 'nothingRefundable' : 'paymentsUnavailable');
    }
    await openRefund(ctx, trx, row, {
      kind: 'withdrawal',
      amount: consequence.amount,
      percent: consequence.percent,
      until: policy!.closes,
      handlingFee: 0,
      reason: null,
      document: null,
      automatic: true,
    });
    return { outcome: 'refund' as const, nextApplicationID: null };
  });
}
