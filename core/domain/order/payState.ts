import { PayState } from '../enums';
import type { OrderState } from './state';

/** Refund progress as the API reports it beside the state (SPEC "refund status"). */
export const RefundStatus = { NONE: 0, REQUESTED: 1, REFUNDED: 2 } as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];

/**
 * The SPEC's PayState and refund status of an order state: derived, never moved on their own, so
 * the older fields the app reads always agree with the state.
 */
const LEGACY: Record<OrderState, { payState: PayState; refundStatus: RefundStatus }> = {
  unpaid: { payState: PayState.REGING, refundStatus: RefundStatus.NONE },
  lotteryWaiting: { payState: PayState.WAITDRAW, refundStatus: RefundStatus.NONE },
  drawn: { payState: PayState.PAYNOW, refundStatus: RefundStatus.NONE },
  notDrawn: { payState: PayState.NODRAW, refundStatus: RefundStatus.NONE },
  expired: { payState: PayState.REGOFF, refundStatus: RefundStatus.NONE },
  paid: { payState: PayState.REGYES, refundStatus: RefundStatus.NONE },
  refundRequested: { payState: PayState.REGYES, refundStatus: RefundStatus.REQUESTED },
  refunded: { payState: PayState.REGOFF, refundStatus: RefundStatus.REFUNDED },
  cancelled: { payState: PayState.REGOFF, refundStatus: RefundStatus.NONE },
  deferred: { payState: PayState.REGOFF, refundStatus: RefundStatus.NONE },
};

export function legacyStatus(state: OrderState): {
  payState: PayState;
  refundStatus: RefundStatus;
} {
  return LEGACY[state];
}
