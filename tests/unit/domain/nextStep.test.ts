import { describe, expect, it } from 'vitest';
import { nextStepOf, type NextStepView, type StepDates } from '../../../core/domain/order/nextStep';
import type { OrderState } from '../../../core/domain/order/state';

const dates: StepDates = {
  payDeadline: '2027-01-03T00:00:00Z',
  drawAt: '2027-01-05T00:00:00Z',
  raceDate: '2027-04-01T00:00:00Z',
  refundsCloseAt: '2027-03-01T00:00:00Z',
};
const now = new Date('2027-01-02T00:00:00Z');

describe('the next step of a registration', () => {
  it.each<[OrderState, Date, NextStepView]>([
    ['unpaid', now, { step: 'pay', deadline: dates.payDeadline, refundUntil: null }],
    ['drawn', now, { step: 'pay', deadline: dates.payDeadline, refundUntil: null }],
    ['lotteryWaiting', now, { step: 'waitForDraw', deadline: dates.drawAt, refundUntil: null }],
    ['refundRequested', now, { step: 'waitForRefund', deadline: null, refundUntil: null }],
    ['paid', now, { step: 'pickup', deadline: dates.raceDate, refundUntil: dates.refundsCloseAt }],
    [
      'paid',
      new Date('2027-03-15T00:00:00Z'),
      { step: 'pickup', deadline: dates.raceDate, refundUntil: null },
    ],
    [
      'paid',
      new Date('2027-04-02T00:00:00Z'),
      { step: 'results', deadline: null, refundUntil: null },
    ],
    ['refunded', now, { step: 'none', deadline: null, refundUntil: null }],
    ['deferred', now, { step: 'none', deadline: null, refundUntil: null }],
    ['cancelled', now, { step: 'none', deadline: null, refundUntil: null }],
  ])('%s at %s', (state, at, view) => {
    expect(nextStepOf(state, dates, at)).toEqual(view);
  });
});
