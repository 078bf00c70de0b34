import { groupEntryAllows, type GroupEntry } from '../../core/domain/group/group';
import { legacyStatus } from '../../core/domain/order/payState';
import {
  allows,
  nextState,
  ORDER_STATES,
  isLive,
  stateAt,
  toneOf,
  type OrderEvent,
  type OrderState,
} from '../../core/domain/order/state';
import { apiError, type ErrorKind } from '../http/errors';

/**
 * The columns that store an order's state: the state itself and the SPEC's pay state and refund
 * status derived from it, written together so they never disagree.
 */
export function stateColumns(state: OrderState) {
  const { payState, refundStatus } = legacyStatus(state);
  return { state, pay_state: payState, refund_status: refundStatus };
}

/** The state after `event`, or the error `refusal` when the core machine does not allow it. */
export function moveOrThrow(state: OrderState, event: OrderEvent, refusal: ErrorKind): OrderState {
  const next = nextState(state, event);
  if (!next) throw apiError(refusal);
  return next;
}

/** Stored states that no longer hold the runner's registration for the race. */
export const ENDED_STATES: OrderState[] = ORDER_STATES.filter((state) => !isLive(state));

interface StateRow {
  state: OrderState;
  pay_deadline: Date | null;
  amount: number;
}

/**
 * What the runner may do with the order now, from the core state machine and, for a group's order
 * or person, the group's rule.
 */
export function actionsFor(row: StateRow, now: Date, entry: GroupEntry | null = null) {
  const state = stateAt(row.state, row.pay_deadline, now);
  return {
    state,
    tone: toneOf(state),
    canPay: allows(state, 'pay') && row.amount > 0,
    canCancel: allows(state, 'cancel'),
    canEdit: allows(state, 'edit'),
    canRefund: allows(state, 'refund') && row.amount > 0 && groupEntryAllows(entry, 'refund'),
    canPickup: allows(state, 'pickupSlip') && groupEntryAllows(entry, 'pickup'),
    canWithdraw: allows(state, 'withdraw') && row.amount > 0 && groupEntryAllows(entry, 'withdraw'),
  };
}
