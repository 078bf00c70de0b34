import { sql, type Expression, type RawBuilder, type Transaction } from 'kysely';
import {
  isLive,
  nextState,
  ORDER_STATES,
  stateAt,
  type OrderState,
} from '../../core/domain/order/state';
import type { DB, Db } from '../db/types';
import { giveExtrasBack } from './extra-stock';
import { moveOrThrow, stateColumns } from './order-state';
import { givePlacesOf } from './places';
import { giveNumberBack } from './race-numbers';

/**
 * The one definition of "holds a place" (and with it the add-ons, charity places and beans an
 * order took): an order holds them while its state as of now is live — unpaid or drawn within its
 * pay deadline, waiting for the draw, paid or with a refund requested — and not once it is
 * expired, not drawn, cancelled, refunded or deferred. `holdsPlaceAt` is the rule for a row in
 * hand, `holdsPlaceSql` the same rule in a query; both come from the core state machine.
 */
export function holdsPlaceAt(
  row: { state: OrderState; pay_deadline: Date | null },
  now: Date,
): boolean {
  return isLive(stateAt(row.state, row.pay_deadline, now));
}

/** States that end at the pay deadline (unpaid, drawn). */
const AWAITING_PAYMENT = ORDER_STATES.filter((state) => nextState(state, 'deadlinePassed'));
/** Live states no deadline ends (waiting for the draw, paid, refund requested). */
const HELD_WITHOUT_DEADLINE = ORDER_STATES.filter(
  (state) => isLive(state) && !AWAITING_PAYMENT.includes(state),
);

const list = (states: readonly string[]) => sql.join(states.map((state) => sql.lit(state)));

/** `holdsPlaceAt` as an SQL condition on the `application` row named `alias`. */
export function holdsPlaceSql(
  now: Date | Expression<Date>,
  alias = 'application',
): RawBuilder<boolean> {
  const state = sql.ref(`${alias}.state`);
  const deadline = sql.ref(`${alias}.pay_deadline`);
  return sql<boolean>`(${state} in (${list(HELD_WITHOUT_DEADLINE)}) or (${state} in (${list(AWAITING_PAYMENT)}) and (${deadline} is null or ${deadline} > ${now})))`;
}

/** An order waiting for payment whose deadline has passed: it holds nothing any more. */
export function lapsedSql(
  now: Date | Expression<Date>,
  alias = 'application',
): RawBuilder<boolean> {
  const state = sql.ref(`${alias}.state`);
  const deadline = sql.ref(`${alias}.pay_deadline`);
  return sql<boolean>`(${state} in (${list(AWAITING_PAYMENT)}) and ${deadline} <= ${now})`;
}

/** Gives back one place of each of an order's tickets. */
export async function giveTicketPlacesBack(
  trx: Transaction<DB>,
  applicationId: number,
): Promise<void> {
  const tickets = await trx
    .selectFrom('application_ticket')
    .select('ticket_id')
    .where('application_id', '=', applicationId)
    .execute();
  await givePlacesOf(
    trx,
    tickets.map((ticket) => ticket.ticket_id),
  );
}

/** Gives back one place per ticket listed (a ticket listed twice gets two back). */
export async function giveMemberPlacesBack(
  trx: Transaction<DB>,
  tickets: readonly { ticket_id: number }[],
): Promise<void> {
  await givePlacesOf(
    trx,
    tickets.map((ticket) => ticket.ticket_id),
  );
}

export interface LapseScope {
  eventId?: number;
  /** The race of this ticket. */
  ticketId?: number;
  runnerId?: number;
  applicationIds?: number[];
}

/**
 * Stores the expiry of first-come orders whose pay deadline passed unpaid, the moment it is
 * noticed (the order is read or paid, or a place, add-on or charity place is wanted and none is
 * left), and gives back what they held: ticket places (their own, or their team's or group's
 * members'), add-on stock, charity places and beans. A drawn lottery entry lapses through
 * `lapseUnpaidWinners` instead, which may offer its place to the next in line. Idempotent: an
 * order already expired is not found again, and one another transaction is changing is skipped.
 * Answers how many orders it expired.
 */
export async function expireLapsedOrders(
  trx: Transaction<DB>,
  scope: LapseScope,
  now: Date,
): Promise<number> {
  let query = trx
    .selectFrom('application')
    .select(['id', 'state', 'runner_id', 'holds_capacity', 'beans_used'])
    .where('state', '=', 'unpaid')
    .where(lapsedSql(now));
  if (scope.eventId !== undefined) query = query.where('event_id', '=', scope.eventId);
  if (scope.ticketId !== undefined) {
    const { ticketId } = scope;
    query = query.where('event_id', '=', (eb) =>
      eb.selectFrom('ticket').select('event_id').where('id', '=', ticketId),
    );
  }
  if (scope.runnerId !== undefined) query = query.where('runner_id', '=', scope.runnerId);
  if (scope.applicationIds !== undefined) {
    if (scope.applicationIds.length === 0) return 0;
    query = query.where('id', 'in', scope.applicationIds);
  }
  const lapsed = await query.orderBy('id').forUpdate().skipLocked().execute();
  for (const order of lapsed) {
    await trx
      .updateTable('application')
      .set({
        ...stateColumns(moveOrThrow(order.state, 'deadlinePassed', 'internal')),
        holds_capacity: false,
        updated_at: now,
      })
      .where('id', '=', order.id)
      .execute();
    if (order.holds_capacity) await giveTicketPlacesBack(trx, order.id);
    await giveExtrasBack(trx, order.id);
    if (order.beans_used > 0) {
      await trx
        .updateTable('runner')
        .set((eb) => ({ beans: eb('beans', '+', order.beans_used) }))
        .where('id', '=', order.runner_id)
        .execute();
    }
    // A group's or a team's order: the places its people hold for it go back with it.
    const groupMembers = await trx
      .updateTable('group_member')
      .set({ holds_place: false })
      .where('holds_place', '=', true)
      .where('group_id', 'in', (eb) =>
        eb.selectFrom('entry_group').select('id').where('order_id', '=', order.id),
      )
      .returning('ticket_id')
      .execute();
    const teamMembers = await trx
      .updateTable('team_member')
      .set({ holds_place: false })
      .where('holds_place', '=', true)
      .where((eb) =>
        eb.or([
          eb('application_id', '=', order.id),
          eb(
            'team_id',
            'in',
            eb.selectFrom('team').select('id').where('application_id', '=', order.id),
          ),
        ]),
      )
      .returning('ticket_id')
      .execute();
    await giveMemberPlacesBack(trx, [...groupMembers, ...teamMembers]);
  }
  return lapsed.length;
}

/**
 * For reads that count what is left (places, add-on units): expires the lapsed orders of a race,
 * or of every race, first. A cheap indexed look comes first, so a read writes only when there is
 * something to expire.
 */
export async function expireLapsedBeforeCounting(
  db: Db,
  eventId: number | undefined,
  now: Date,
): Promise<void> {
  let look = db
    .selectFrom('application')
    .select('id')
    .where('state', '=', 'unpaid')
    .where('pay_deadline', '<=', now);
  if (eventId !== undefined) look = look.where('event_id', '=', eventId);
  if (!(await look.limit(1).executeTakeFirst())) return;
  await db.transaction().execute((trx) => expireLapsedOrders(trx, { eventId }, now));
}

/**
 * Paid registrations that another order paid for (a group's people, a team's members) end with
 * that order's refund: each is refunded and gives back the place and the race number it held (a
 * paid premium number goes back when its own refund, sent with the order's, comes through).
 */
export async function refundPaidFor(
  trx: Transaction<DB>,
  registrations: readonly { id: number; state: OrderState; holds_capacity: boolean }[],
  now: Date,
): Promise<void> {
  for (const registration of registrations) {
    const requested = moveOrThrow(registration.state, 'refundRequested', 'refundNotAllowed');
    await trx
      .updateTable('application')
      .set({
        ...stateColumns(moveOrThrow(requested, 'refundApproved', 'refundNotAllowed')),
        refunded_at: now,
        holds_capacity: false,
        updated_at: now,
      })
      .where('id', '=', registration.id)
      .execute();
    if (registration.holds_capacity) await giveTicketPlacesBack(trx, registration.id);
    await giveNumberBack(trx, registration.id);
  }
}
