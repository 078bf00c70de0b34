import { describe, expect, it } from 'vitest';
import { orderPhase } from '../../../src/screens/pay/orderPhase';

const now = new Date('2026-12-13T00:00:00Z');
const base = { payStatus: '1', refundStatus: 0, payDeadline: null } as const;

describe('order phase', () => {
  it.each([
    ['registered, to pay', { ...base, payState: 2 }, 'toPay'],
    ['paid', { ...base, payState: 3, payStatus: '2' }, 'paid'],
    ['paid, refund requested', { ...base, payState: 3, payStatus: '2', refundStatus: 1 }, 'paid'],
    ['refunded', { ...base, payState: 1, payStatus: '2', refundStatus: 2 }, 'refunded'],
    ['cancelled', { ...base, payState: 1 }, 'cancelled'],
    ['waiting for the draw', { ...base, payState: 6 }, 'waitDraw'],
    ['not drawn', { ...base, payState: 7 }, 'notDrawn'],
    [
      'drawn, within the deadline',
      { ...base, payState: 9, payDeadline: '2026-12-15T12:00:00Z' },
      'payNow',
    ],
    [
      'drawn, deadline passed',
      { ...base, payState: 9, payDeadline: '2026-12-12T12:00:00Z' },
      'expired',
    ],
    ['a state the server does not use', { ...base, payState: 11 }, 'other'],
  ] as const)('%s', (_, app, phase) => {
    expect(orderPhase(app as never, now)).toBe(phase);
  });
});
