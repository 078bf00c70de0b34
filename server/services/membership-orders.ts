import type { Transaction } from 'kysely';
import {
  initialState,
  isLive,
  payDeadlineFor,
  type OrderState,
} from '../../core/domain/order/state';
import type { DB } from '../db/types';
import type { EventConfig } from '../events/catalog';
import { apiError, type ErrorKind } from '../http/errors';
import { insertApplication, type NewOrder } from './applications';
import { expireLapsedOrders } from './held-places';
import { moveOrThrow, stateColumns } from './order-state';

/**
 * Orders whose places are held by memberships, not by the order: a group's order, a team
 * captain's order, a team member paying their own role. The memberships took the places, so such
 * an order holds none and is never drawn; it is due within the race's pay window, or paid at once
 * when it costs nothing.
 */
export async function insertMembershipOrder(
  trx: Transaction<DB>,
  event: EventConfig,
  order: Omit<NewOrder, 'eventId' | 'state' | 'holdsCapacity' | 'payDeadline'>,
): Promise<{ id: number; state: OrderState }> {
  const state = initialState({ lottery: false, amount: order.price.expense });
  const id = await insertApplication(trx, {
    ...order,
    eventId: event.id,
    state,
    holdsCapacity: false,
    payDeadline: payDeadlineFor(event.payment.payWithinMinutes, state, order.now),
  });
  return { id, state };
}

/**
 * The order a group or team made before, if it is still live once a passed pay deadline has been
 * recorded; asking to order again then returns it instead of making a second one.
 */
export async function liveMembershipOrder(
  trx: Transaction<DB>,
  orderId: number | null,
  now: Date,
): Promise<number | null> {
  if (orderId === null) return null;
  await expireLapsedOrders(trx, { applicationIds: [orderId] }, now);
  const order = await trx
    .selectFrom('application')
    .select('state')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return isLive(order.state) ? orderId : null;
}

/**
 * Cancels an unpaid order made for people who have since changed (it was priced for them); a paid
 * one is refused with `refusal`, since its people are registered by it.
 */
export async function cancelUnpaidMembershipOrder(
  trx: Transaction<DB>,
  orderId: number | null,
  now: Date,
  refusal: ErrorKind,
): Promise<void> {
  if (orderId === null) return;
  await expireLapsedOrders(trx, { applicationIds: [orderId] }, now);
  const order = await trx
    .selectFrom('application')
    .select(['state', 'paid_at'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (order.paid_at) throw apiError(refusal);
  if (!isLive(order.state)) return;
  await trx
    .updateTable('application')
    .set({
      ...stateColumns(moveOrThrow(order.state, 'cancel', refusal)),
      cancelled_at: now,
      updated_at: now,
    })
    .where('id', '=', orderId)
    .execute();
}
