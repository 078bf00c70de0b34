import { randomInt } from 'node:crypto';
import type { PendingNumber } from '../../core/generated/api';
import { stateAt } from '../../core/domain/order/state';
import { countryTypeOfCurrency, priceFor } from '../../core/domain/currency';
import {
  assignmentPlan,
  choosingOpen,
  premiumPrice,
  randomCandidates,
  rangesOf,
  refusalOf,
  type NumberRefusal,
  type RaceNumberConfig,
} from '../../core/domain/raceNumber';
import type { AppContext } from '../context';
import type { Transaction } from 'kysely';
import type { DB, Db } from '../db/types';
import type { EventConfig } from '../events/catalog';
import { ApiError, apiError } from '../http/errors';
import { t } from '../i18n/index';
import {
  eventOrThrow,
  isUniqueViolation,
  orderNumberSql,
  ownedApplicationAndEvent,
  type ApplicationRow,
} from './applications';
import { moveOrThrow } from './order-state';
import { currencyName } from './pricing';

/** How many random numbers one `randNo` tries against the taken ones. */
const RANDOM_TRIES = 20;

/** How long an unpaid premium number is held when the race sets no `payment.payWithinMinutes`. */
const PREMIUM_HOLD_MINUTES = 30;

function numbersOf(event: EventConfig): RaceNumberConfig {
  if (!event.raceNumbers?.choose) throw apiError('numbersNotOffered');
  return event.raceNumbers;
}

interface Chooser {
  row: ApplicationRow;
  config: RaceNumberConfig;
  ticketIds: number[];
  choosing: boolean;
}

/**
 * The runner's own paid registration of a race whose runners choose numbers; `toChoose` refuses
 * once choosing is over (the runner may still look at their number).
 */
async function chooser(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  toChoose = true,
): Promise<Chooser> {
  const { row, event } = await ownedApplicationAndEvent(ctx, runnerId, applicationId);
  const config = numbersOf(event);
  if (stateAt(row.state, row.pay_deadline, ctx.now()) !== 'paid') throw apiError('notPaidYet');
  const choosing = choosingOpen(config, ctx.now());
  if (toChoose && !choosing) throw apiError('numberChoosingOver');
  const tickets = await ctx.db
    .selectFrom('application_ticket')
    .select('ticket_id')
    .where('application_id', '=', row.id)
    .execute();
  return { row, config, ticketIds: tickets.map((ticket) => ticket.ticket_id), choosing };
}

function refuse(cno: string, refusal: NumberRefusal): ApiError {
  return apiError('numberNotAllowed', (lang) => ({ cno, reason: t(lang, `number.${refusal}`) }));
}

/**
 * Frees the premium numbers of the race whose hold lapsed unpaid, and stores their supplementary
 * orders as expired: a lapsed hold is a free number, as an expired order's places are free.
 */
export async function releaseLapsedHolds(db: Db, eventId: number, now: Date): Promise<void> {
  const released = await db
    .deleteFrom('race_number')
    .where('event_id', '=', eventId)
    .where('held_until', '<=', now)
    .returning('number_order_id')
    .execute();
  const ids = released.flatMap((row) => (row.number_order_id ? [row.number_order_id] : []));
  if (ids.length === 0) return;
  await db
    .updateTable('number_order')
    .set({ state: 'expired' })
    .where('id', 'in', ids)
    .where('state', '=', 'unpaid')
    .execute();
}

interface OwnNumber {
  cno: string;
  /** Set while the number is a premium one held for the runner until its order is paid. */
  pending: PendingNumber | null;
}

async function ownNumber(db: Db, applicationId: number): Promise<OwnNumber | null> {
  const own = await db
    .selectFrom('race_number as n')
    .leftJoin('number_order as o', 'o.id', 'n.number_order_id')
    .select(['n.cno', 'n.held_until', 'o.id', 'o.order_no', 'o.amount', 'o.currency'])
    .where('n.application_id', '=', applicationId)
    .executeTakeFirst();
  if (!own) return null;
  const pending =
    own.held_until && own.id && own.order_no
      ? {
          numberOrderID: own.id,
          orderNo: own.order_no,
          amount: own.amount ?? 0,
          currency: own.currency ?? 'CNY',
          payDeadline: own.held_until.toISOString(),
        }
      : null;
  return { cno: own.cno, pending };
}

/** The number's price for this registration: null for a plain number, refused when not sold to it. */
function priceOf(
  { config, row }: Chooser,
  cno: string,
): { amount: number; currency: string } | null {
  const prices = premiumPrice(config, cno);
  if (!prices) return null;
  const amount = priceFor(prices, countryTypeOfCurrency(row.currency));
  if (amount === undefined) {
    throw apiError('premiumNotInCurrency', (lang) => ({
      cno,
      currency: currencyName(lang, row.currency),
    }));
  }
  return { amount, currency: row.currency };
}

export interface NumberView {
  cno: string | null;
  /** The runner's own number, once taken (a premium one: once paid, or held until paid). */
  mine: string | null;
  available: boolean;
  choosing: boolean;
  chooseUntil: string | null;
  ranges: { prefix: string; from: number; to: number }[];
  /** What cno costs on top of the registration; null for a number without a price. */
  price: { amount: number; currency: string } | null;
  /** The runner's premium number held until its supplementary order is paid. */
  pending: PendingNumber | null;
}

function view(
  found: Chooser,
  cno: string | null,
  own: OwnNumber | null,
  available: boolean,
): NumberView {
  const { config, ticketIds, choosing } = found;
  const ranges = rangesOf(config, ticketIds).map(({ prefix, from, to }) => ({ prefix, from, to }));
  const chooseUntil = config.chooseUntil ?? null;
  const price = cno ? priceOf(found, cno) : null;
  const mine = own?.cno ?? null;
  return {
    cno,
    mine,
    available,
    choosing,
    chooseUntil,
    ranges,
    price,
    pending: own?.pending ?? null,
  };
}

/** Whether the wanted number can be taken by this runner now; refused with why when it cannot. */
export async function searchNumber(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  wanted: string | undefined,
): Promise<NumberView> {
  const found = await chooser(ctx, runnerId, applicationId, Boolean(wanted));
  await releaseLapsedHolds(ctx.db, found.row.event_id, ctx.now());
  const mine = await ownNumber(ctx.db, applicationId);
  if (!wanted) return view(found, null, mine, false);
  const cno = wanted.trim().toUpperCase();
  const refusal = refusalOf(found.config, found.ticketIds, cno);
  if (refusal) throw refuse(cno, refusal);
  const taken = await ctx.db
    .selectFrom('race_number')
    .select('application_id')
    .where('event_id', '=', found.row.event_id)
    .where('cno', '=', cno)
    .executeTakeFirst();
  return view(found, cno, mine, !taken || taken.application_id === applicationId);
}

/** A random number of the runner's ranges that nobody holds at the moment of asking. */
export async function randomNumber(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
): Promise<NumberView> {
  const found = await chooser(ctx, runnerId, applicationId);
  await releaseLapsedHolds(ctx.db, found.row.event_id, ctx.now());
  const candidates = randomCandidates(
    found.config,
    found.ticketIds,
    RANDOM_TRIES,
    () => randomInt(0, 2 ** 32) / 2 ** 32,
  );
  const taken = candidates.length
    ? await ctx.db
        .selectFrom('race_number')
        .select('cno')
        .where('event_id', '=', found.row.event_id)
        .where('cno', 'in', candidates)
        .execute()
    : [];
  const free = candidates.find((cno) => !taken.some((row) => row.cno === cno));
  if (!free) throw apiError('noFreeNumber');
  return view(found, free, await ownNumber(ctx.db, applicationId), true);
}

/**
 * Takes a number for the registration. The primary key (race, number) decides between runners
 * taking the same number at once: exactly one insert succeeds. A runner keeps the number taken.
 * A premium number is held for the runner with a supplementary order of its price, in the same
 * transaction; it is theirs once that order is paid, and free again if the hold lapses unpaid.
 */
export async function takeNumber(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  wanted: string,
): Promise<NumberView> {
  const found = await chooser(ctx, runnerId, applicationId);
  const cno = wanted.trim().toUpperCase();
  const refusal = refusalOf(found.config, found.ticketIds, cno);
  if (refusal) throw refuse(cno, refusal);
  const now = ctx.now();
  await releaseLapsedHolds(ctx.db, found.row.event_id, now);
  const mine = await ownNumber(ctx.db, applicationId);
  if (mine?.cno === cno) return view(found, cno, mine, true);
  if (mine) throw apiError('numberChoiceClosed', { cno: mine.cno });
  const price = priceOf(found, cno);
  const minutes = eventOrThrow(ctx, found.row.event_id).payment.payWithinMinutes;
  const heldUntil = new Date(now.getTime() + (minutes ?? PREMIUM_HOLD_MINUTES) * 60_000);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const order = price
        ? await trx
            .insertInto('number_order')
            .values({
              order_no: orderNumberSql(now),
              application_id: applicationId,
              event_id: found.row.event_id,
              cno,
              amount: price.amount,
              currency: found.row.currency,
              state: 'unpaid',
              pay_deadline: heldUntil,
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        : null;
      await trx
        .insertInto('race_number')
        .values({
          event_id: found.row.event_id,
          cno,
          application_id: applicationId,
          taken_at: now,
          number_order_id: order?.id ?? null,
          held_until: order ? heldUntil : null,
        })
        .execute();
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const now = await ownNumber(ctx.db, applicationId);
    if (now && now.cno !== cno) throw apiError('numberChoiceClosed', { cno: now.cno });
    if (now?.cno !== cno) throw apiError('numberTaken', { cno });
  }
  return view(found, cno, await ownNumber(ctx.db, applicationId), true);
}

/**
 * Cancels the registration's unpaid supplementary orders and frees the numbers they held; returns
 * how many there were. A premium number held while its registration leaves the race goes back.
 */
export async function cancelUnpaidNumberOrders(
  trx: Transaction<DB>,
  applicationId: number,
): Promise<number> {
  const cancelled = await trx
    .updateTable('number_order')
    .set({ state: 'cancelled' })
    .where('application_id', '=', applicationId)
    .where('state', '=', 'unpaid')
    .returning('id')
    .execute();
  const ids = cancelled.map((order) => order.id);
  if (ids.length > 0)
    await trx.deleteFrom('race_number').where('number_order_id', 'in', ids).execute();
  return ids.length;
}

/**
 * Gives up the runner's premium number before its order is paid: the order is cancelled and the
 * number is free again at once.
 */
export async function cancelPremiumNumber(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
): Promise<NumberView> {
  const found = await chooser(ctx, runnerId, applicationId, false);
  await ctx.db.transaction().execute(async (trx) => {
    if ((await cancelUnpaidNumberOrders(trx, applicationId)) === 0) {
      throw apiError('noPendingNumber');
    }
  });
  return view(found, null, null, false);
}

type Reader = Db | Transaction<DB>;

/** The registrations' paid supplementary orders (their premium numbers), which a refund gives back. */
export function paidNumberOrders(db: Reader, applicationIds: readonly number[]) {
  return db
    .selectFrom('number_order')
    .select(['id', 'amount', 'application_id'])
    .where('application_id', 'in', applicationIds)
    .where('state', '=', 'paid')
    .orderBy('id')
    .execute();
}

/** A paid supplementary order whose refund goes to the provider with its registration's. */
export async function requestNumberRefund(
  trx: Transaction<DB>,
  order: { id: number },
): Promise<void> {
  await trx
    .updateTable('number_order')
    .set({ state: moveOrThrow('paid', 'refundRequested', 'refundNotAllowed') })
    .where('id', '=', order.id)
    .where('state', '=', 'paid')
    .execute();
}

/**
 * The provider's answer to the refund of a supplementary order: refunded, and the number is free
 * again; or declined, and the order is paid again and the runner keeps the number they paid for.
 */
export async function settleNumberRefund(
  trx: Transaction<DB>,
  numberOrderId: number,
  refunded: boolean,
): Promise<void> {
  const event = refunded ? 'refundApproved' : 'refundDeclined';
  await trx
    .updateTable('number_order')
    .set({ state: moveOrThrow('refundRequested', event, 'refundNotAllowed') })
    .where('id', '=', numberOrderId)
    .where('state', '=', 'refundRequested')
    .execute();
  if (refunded)
    await trx.deleteFrom('race_number').where('number_order_id', '=', numberOrderId).execute();
}

/**
 * Frees the race number of a registration that no longer races (refunded or deferred): another
 * runner can take it, or the automatic assignment gives it, premium stock again if it is premium.
 * A premium number whose order is still paid stays: its own refund, still with the provider,
 * frees it when it is refunded (`settleNumberRefund`); declined, the runner keeps what they paid
 * for, whichever answer comes first.
 */
export async function giveNumberBack(trx: Transaction<DB>, applicationId: number): Promise<void> {
  await cancelUnpaidNumberOrders(trx, applicationId);
  await trx
    .deleteFrom('race_number')
    .where('application_id', '=', applicationId)
    .where((eb) =>
      eb.or([
        eb('number_order_id', 'is', null),
        eb(
          'number_order_id',
          'not in',
          eb
            .selectFrom('number_order')
            .select('id')
            .where('state', 'in', ['paid', 'refundRequested']),
        ),
      ]),
    )
    .execute();
}

export interface AssignResult {
  assigned: { applicationId: number; cno: string }[];
  /** Paid registrations left without a number: their ticket has no range or no free number. */
  unassigned: number[];
}

/**
 * Gives every paid registration of the race that has no number yet the lowest free number of its
 * tickets' ranges, oldest registration first. Safe to run again: registrations with a number keep
 * it. A planned number that another runner takes meanwhile loses on the (race, number) key and
 * that registration is planned again; each round sees more numbers taken, so the rounds end.
 */
export async function assignNumbers(
  db: Db,
  eventId: number,
  config: RaceNumberConfig,
): Promise<AssignResult> {
  const result: AssignResult = { assigned: [], unassigned: [] };
  // A premium number whose hold lapsed is free, and its runner is given a number like the rest.
  await releaseLapsedHolds(db, eventId, new Date());
  for (;;) {
    const waiting = await db
      .selectFrom('application as a')
      .innerJoin('application_ticket as t', 't.application_id', 'a.id')
      .leftJoin('race_number as n', 'n.application_id', 'a.id')
      .select(['a.id', 't.ticket_id'])
      .where('a.event_id', '=', eventId)
      .where('a.state', '=', 'paid')
      .where('n.cno', 'is', null)
      .orderBy('a.id')
      .execute();
    const ids = [...new Set(waiting.map((row) => row.id))];
    const taken = await db
      .selectFrom('race_number')
      .select('cno')
      .where('event_id', '=', eventId)
      .execute();
    const plan = assignmentPlan(
      config,
      ids.map((applicationId) => ({
        applicationId,
        ticketIds: waiting.filter((row) => row.id === applicationId).map((row) => row.ticket_id),
      })),
      new Set(taken.map((row) => row.cno)),
    );
    result.unassigned = plan.unassigned;
    if (plan.assigned.length === 0) return result;
    // Numbers of one plan are distinct, so a conflict is always with a number taken meanwhile.
    const now = new Date();
    const inserted = await db
      .insertInto('race_number')
      .values(
        plan.assigned.map(({ applicationId, cno }) => ({
          event_id: eventId,
          cno,
          application_id: applicationId,
          taken_at: now,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .returning(['application_id', 'cno'])
      .execute();
    result.assigned.push(
      ...inserted.map((row) => ({ applicationId: row.application_id, cno: row.cno })),
    );
    if (inserted.length === plan.assigned.length) return result;
  }
}
