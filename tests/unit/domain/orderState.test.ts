import { describe, expect, it } from 'vitest';
import {
  ORDER_ACTIONS,
  ORDER_STATES,
  actionsOf,
  initialState,
  isLive,
  nextState,
  payDeadlineFor,
  stateAt,
  toneOf,
  type OrderAction,
  type OrderEvent,
  type OrderState,
  type Tone,
} from '../../../core/domain/order/state';
import { legacyStatus } from '../../../core/domain/order/payState';

describe('the order state machine', () => {
  it.each<[OrderState, Tone, OrderAction[]]>([
    ['unpaid', 'warning', ['pay', 'edit', 'cancel', 'detail']],
    ['lotteryWaiting', 'warning', ['edit', 'cancel', 'detail']],
    ['drawn', 'warning', ['pay', 'edit', 'cancel', 'detail']],
    ['notDrawn', 'neutral', ['detail']],
    ['expired', 'neutral', ['detail']],
    ['paid', 'success', ['detail', 'pickupSlip', 'refund', 'withdraw']],
    ['refundRequested', 'warning', ['detail']],
    ['refunded', 'neutral', ['detail']],
    ['cancelled', 'neutral', ['detail']],
    ['deferred', 'neutral', ['detail']],
  ])('shows %s in a %s tone and offers %j', (state, tone, actions) => {
    expect(toneOf(state)).toBe(tone);
    expect([...actionsOf(state)].sort()).toEqual([...actions].sort());
  });

  it('is green only when paid, and offers the pickup slip and refunds only then', () => {
    for (const state of ORDER_STATES) {
      const paid = state === 'paid';
      expect(toneOf(state) === 'success').toBe(paid);
      expect(actionsOf(state).includes('pickupSlip')).toBe(paid);
      expect(actionsOf(state).includes('refund')).toBe(paid);
      expect(actionsOf(state).includes('withdraw')).toBe(paid);
    }
    expect(ORDER_ACTIONS).toContain('pickupSlip');
  });

  it.each<[OrderState, OrderEvent, OrderState | null]>([
    ['unpaid', 'paymentApproved', 'paid'],
    ['unpaid', 'deadlinePassed', 'expired'],
    ['unpaid', 'cancel', 'cancelled'],
    ['unpaid', 'refundRequested', null],
    ['lotteryWaiting', 'drawWon', 'drawn'],
    ['lotteryWaiting', 'drawLost', 'notDrawn'],
    ['lotteryWaiting', 'paymentApproved', null],
    ['drawn', 'paymentApproved', 'paid'],
    ['drawn', 'deadlinePassed', 'expired'],
    ['paid', 'refundRequested', 'refundRequested'],
    ['paid', 'cancel', null],
    ['paid', 'deferred', 'deferred'],
    ['unpaid', 'deferred', null],
    ['deferred', 'refundRequested', null],
    ['paid', 'paymentApproved', null],
    ['refundRequested', 'refundApproved', 'refunded'],
    ['refundRequested', 'refundDeclined', 'paid'],
    ['refunded', 'paymentApproved', null],
    ['cancelled', 'paymentApproved', null],
    ['expired', 'paymentApproved', null],
    ['notDrawn', 'drawWon', null],
    ['notDrawn', 'placeOffered', 'drawn'],
    ['lotteryWaiting', 'placeOffered', null],
    ['expired', 'placeOffered', null],
  ])('%s --%s--> %s', (state, event, next) => {
    expect(nextState(state, event)).toBe(next);
  });

  it.each([
    [{ lottery: true, amount: 26000 }, 'lotteryWaiting'],
    [{ lottery: false, amount: 26000 }, 'unpaid'],
    [{ lottery: false, amount: 0 }, 'paid'],
  ] as const)('starts %j as %s', (options, state) => {
    expect(initialState(options)).toBe(state);
  });

  it.each<[OrderState, number | undefined, string | null]>([
    ['unpaid', 30, '2027-01-02T00:30:00.000Z'],
    ['unpaid', undefined, null],
    ['lotteryWaiting', 30, null],
    ['paid', 30, null],
  ])('gives a new %s order with %s minutes to pay the deadline %s', (state, minutes, deadline) => {
    const now = new Date('2027-01-02T00:00:00Z');
    expect(payDeadlineFor(minutes, state, now)?.toISOString() ?? null).toBe(deadline);
  });

  it('counts an order waiting for payment past its deadline as expired', () => {
    const now = new Date('2027-01-02T00:00:00Z');
    const past = new Date('2027-01-01T00:00:00Z');
    const future = new Date('2027-01-03T00:00:00Z');
    expect(stateAt('drawn', past, now)).toBe('expired');
    expect(stateAt('drawn', future, now)).toBe('drawn');
    expect(stateAt('drawn', null, now)).toBe('drawn');
    expect(stateAt('paid', past, now)).toBe('paid');
  });

  it('keeps the SPEC pay state and refund status in step with the state', () => {
    expect(ORDER_STATES.map((state) => [state, legacyStatus(state)])).toEqual([
      ['unpaid', { payState: 2, refundStatus: 0 }],
      ['lotteryWaiting', { payState: 6, refundStatus: 0 }],
      ['drawn', { payState: 9, refundStatus: 0 }],
      ['notDrawn', { payState: 7, refundStatus: 0 }],
      ['expired', { payState: 1, refundStatus: 0 }],
      ['paid', { payState: 3, refundStatus: 0 }],
      ['refundRequested', { payState: 3, refundStatus: 1 }],
      ['refunded', { payState: 1, refundStatus: 2 }],
      ['cancelled', { payState: 1, refundStatus: 0 }],
      ['deferred', { payState: 1, refundStatus: 0 }],
    ]);
    // The stored pay state of an order that no longer holds a registration is 1 or 7, as the
    // database's one-live-application index expects.
    for (const state of ORDER_STATES) {
      expect([1, 7].includes(legacyStatus(state).payState)).toBe(!isLive(state));
    }
  });
});
