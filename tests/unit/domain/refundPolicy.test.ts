import { describe, expect, it } from 'vitest';
import {
  quoteRefund,
  refundsClosedAt,
  type PaidOrder,
  type RefundPolicy,
} from '../../../core/domain/refund/policy';
import { withdrawalConsequence, withdrawalOpen } from '../../../core/domain/refund/withdrawal';

const policy: RefundPolicy = {
  windows: [
    { until: '2027-11-01T00:00:00+08:00', percent: 50 },
    { until: '2027-10-01T00:00:00+08:00', percent: 100 },
  ],
  handlingFee: { mainland: 1000, foreign: 200 },
};
const marathon: PaidOrder = { amount: 26000, currency: 'CNY', tickets: [{ id: 11, price: 26000 }] };
const at = (iso: string) => new Date(iso);
/** The marathon with premium numbers paid on top of it. */
const premium = (supplements: number[]): PaidOrder => ({ ...marathon, supplements });

describe('the refund amount', () => {
  it.each<[string, RefundPolicy, PaidOrder, string, number, number]>([
    ['inside the 100 % window', policy, marathon, '2027-09-01T00:00:00+08:00', 100, 25000],
    ['inside the 50 % window', policy, marathon, '2027-10-15T00:00:00+08:00', 50, 12000],
    ['at the first window end', policy, marathon, '2027-10-01T00:00:00+08:00', 50, 12000],
    [
      'in dollars, the fee in dollars',
      policy,
      { amount: 5000, currency: 'USD', tickets: [{ id: 11, price: 5000 }] },
      '2027-09-01T00:00:00+08:00',
      100,
      4800,
    ],
    [
      'without a fee, rounding odd cents down',
      { windows: [{ until: '2027-10-01T00:00:00+08:00', percent: 33 }] },
      { amount: 1001, currency: 'CNY', tickets: [{ id: 11, price: 1001 }] },
      '2027-09-01T00:00:00+08:00',
      33,
      330,
    ],
    [
      'only the refundable tickets, in proportion to a discount',
      { ...policy, tickets: [11], handlingFee: undefined },
      {
        amount: 27000,
        currency: 'CNY',
        tickets: [
          { id: 11, price: 20000 },
          { id: 12, price: 10000 },
        ],
      },
      '2027-09-01T00:00:00+08:00',
      100,
      18000,
    ],
  ])('%s', (_, given, order, now, percent, amount) => {
    const quote = quoteRefund(given, order, at(now));
    expect(quote).toMatchObject({ ok: true, percent, amount, currency: order.currency });
    if (quote.ok) expect(quote.amount).toBeLessThanOrEqual(order.amount);
  });

  it.each<[string, PaidOrder, string, number]>([
    // 25000 for the registration, the whole 8800 of the number: the fee is kept once.
    ['in full inside the 100 % window', premium([8800]), '2027-09-01T00:00:00+08:00', 33800],
    // 12000 and half of 8801, rounded down.
    [
      'at the same share inside the 50 % window',
      premium([8801]),
      '2027-10-15T00:00:00+08:00',
      16400,
    ],
    ['each one of several', premium([8800, 6600]), '2027-10-15T00:00:00+08:00', 19700],
  ])('gives a paid premium number back with the registration %s', (_, order, now, amount) => {
    expect(quoteRefund(policy, order, at(now))).toMatchObject({ ok: true, amount });
  });

  it('gives no premium number back when nothing of the registration comes back', () => {
    const feeEatsAll = { ...policy, handlingFee: { mainland: 30000 } };
    expect(quoteRefund(feeEatsAll, premium([8800]), at('2027-09-01T00:00:00+08:00'))).toEqual({
      ok: false,
      reason: 'nothingRefundable',
    });
  });

  it.each<[string, RefundPolicy | undefined, PaidOrder, string, object]>([
    ['without a policy', undefined, marathon, '2027-09-01T00:00:00+08:00', { reason: 'noPolicy' }],
    [
      'after the last window, naming when it closed',
      policy,
      marathon,
      '2027-11-02T00:00:00+08:00',
      { reason: 'closed', closedAt: '2027-11-01T00:00:00+08:00' },
    ],
    [
      'in a 0 % window, naming the end of the last paying one',
      { windows: [...policy.windows, { until: '2027-12-01T00:00:00+08:00', percent: 0 }] },
      marathon,
      '2027-11-15T00:00:00+08:00',
      { reason: 'closed', closedAt: '2027-11-01T00:00:00+08:00' },
    ],
    [
      'when no ticket of the order is refundable',
      { ...policy, tickets: [99] },
      marathon,
      '2027-09-01T00:00:00+08:00',
      { reason: 'nothingRefundable' },
    ],
    [
      'when the fee eats the whole share',
      { ...policy, handlingFee: { mainland: 30000 } },
      marathon,
      '2027-09-01T00:00:00+08:00',
      { reason: 'nothingRefundable' },
    ],
  ])('is refused %s', (_, given, order, now, refusal) => {
    expect(quoteRefund(given, order, at(now))).toEqual({ ok: false, ...refusal });
  });

  it('closes at the end of the last window that gives something back', () => {
    expect(refundsClosedAt(policy)).toBe('2027-11-01T00:00:00+08:00');
    expect(refundsClosedAt({ windows: [] })).toBeUndefined();
  });
});

describe('withdrawal', () => {
  const closes = '2027-11-01T00:00:00+08:00';
  it.each([
    [
      'gives the race share back',
      { closes, outcome: 'refund' as const, refundPercent: 40 },
      { ok: true, outcome: 'refund', amount: 10400, percent: 40 },
    ],
    [
      'gives the same share of a premium number back',
      { closes, outcome: 'refund' as const, refundPercent: 40 },
      { ok: true, outcome: 'refund', amount: 10400 + 3520, percent: 40 },
      premium([8800]),
    ],
    [
      'defers to the named next edition',
      { closes, outcome: 'deferral' as const, deferTo: { eventId: 1002, ticketId: 200101 } },
      { ok: true, outcome: 'deferral', eventId: 1002, ticketId: 200101 },
    ],
  ])('%s while open', (_, given, consequence, order: PaidOrder = marathon) => {
    expect(withdrawalConsequence(given, order, at('2027-10-15T00:00:00+08:00'))).toEqual(
      consequence,
    );
  });

  it('is refused once closed, naming when, and without a policy', () => {
    const given = { closes, outcome: 'refund' as const, refundPercent: 40 };
    expect(withdrawalOpen(given, at(closes))).toBe(false);
    expect(withdrawalConsequence(given, marathon, at(closes))).toEqual({
      ok: false,
      reason: 'closed',
      closedAt: closes,
    });
    expect(withdrawalConsequence(undefined, marathon, at(closes))).toEqual({
      ok: false,
      reason: 'noPolicy',
    });
  });
});
