import { describe, expect, it } from 'vitest';
import { addMonths } from '../../../core/domain/loyalty/calendar';
import {
  convertibleOn,
  pointsExpireOn,
  type PurchaseChannel,
} from '../../../core/domain/loyalty/points';
import {
  memberTier,
  tierForSpend,
  tierOnRenewal,
  type Payment,
  type Tier,
} from '../../../core/domain/loyalty/tier';

/** China-time instant, written the way members see it. */
const cn = (local: string) => new Date(`${local}+08:00`);
const yuan = (amount: number) => amount * 100;

describe('club calendar', () => {
  it.each([
    ['2027-01-31T10:00:00', 1, '2027-02-28T10:00:00'],
    ['2028-02-29T00:30:00', 12, '2029-02-28T00:30:00'],
    ['2027-03-01T01:00:00', 1, '2027-04-01T01:00:00'],
    ['2027-05-15T09:00:00', -12, '2026-05-15T09:00:00'],
    ['2027-12-31T23:59:59', 2, '2028-02-29T23:59:59'],
  ])('%s + %i months → %s', (from, months, expected) => {
    expect(addMonths(cn(from), months)).toEqual(cn(expected));
  });
});

describe('tierForSpend', () => {
  it.each([
    [0, 'standard'],
    [yuan(1000) - 1, 'standard'],
    [yuan(1000), 'bronze'],
    [yuan(4000) - 1, 'bronze'],
    [yuan(4000), 'silver'],
    [yuan(8000) - 1, 'silver'],
    [yuan(8000), 'gold'],
    [yuan(50000), 'gold'],
  ])('%i cents → %s', (cents, expected) => {
    expect(tierForSpend(cents)).toBe(expected);
  });
});

describe('tierOnRenewal', () => {
  it.each([
    ['gold', yuan(8000), 'gold'],
    ['gold', yuan(5000), 'silver'],
    ['gold', yuan(1500), 'bronze'],
    ['gold', yuan(999), 'standard'],
    ['silver', yuan(9000), 'silver'],
    ['silver', yuan(3999), 'bronze'],
    ['bronze', yuan(1000), 'bronze'],
    ['bronze', 0, 'standard'],
    ['standard', 0, 'standard'],
  ] as [Tier, number, Tier][])(
    '%s with %i cents spent in the period → %s',
    (tier, spend, expected) => {
      expect(tierOnRenewal(tier, spend)).toBe(expected);
    },
  );
});

describe('memberTier', () => {
  const pay = (at: string, amount: number): Payment => ({ at: cn(at), cents: yuan(amount) });
  const goldInJanuary = pay('2027-01-10T10:00:00', 8000);

  it.each([
    ['no payments', [], '2027-06-01T00:00:00', 'standard', null],
    [
      'one payment of RMB 999.99',
      [{ at: cn('2027-01-10T10:00:00'), cents: 99_999 }],
      '2027-01-10T10:00:00',
      'standard',
      null,
    ],
    [
      'one payment of RMB 1,000',
      [pay('2027-01-10T10:00:00', 1000)],
      '2027-01-10T10:00:00',
      'bronze',
      '2028-01-10T10:00:00',
    ],
    [
      'one payment of RMB 8,000',
      [goldInJanuary],
      '2027-02-01T00:00:00',
      'gold',
      '2028-01-10T10:00:00',
    ],
    [
      'RMB 600 + 500 within 12 months',
      [pay('2027-01-10T10:00:00', 600), pay('2027-06-01T12:00:00', 500)],
      '2027-06-02T00:00:00',
      'bronze',
      '2028-06-01T12:00:00',
    ],
    [
      'RMB 600 + 500 more than 12 months apart',
      [pay('2026-01-10T10:00:00', 600), pay('2027-02-01T12:00:00', 500)],
      '2027-02-02T00:00:00',
      'standard',
      null,
    ],
    [
      'Bronze, then up to Silver',
      [pay('2027-01-10T10:00:00', 1000), pay('2027-03-01T12:00:00', 3000)],
      '2027-03-02T00:00:00',
      'silver',
      '2028-03-01T12:00:00',
    ],
    [
      'a payment after the day asked about',
      [pay('2027-06-01T12:00:00', 8000)],
      '2027-05-01T00:00:00',
      'standard',
      null,
    ],
    [
      'Gold renewed by RMB 8,000 in the period',
      [goldInJanuary, pay('2027-06-01T12:00:00', 8000)],
      '2028-02-01T00:00:00',
      'gold',
      '2029-01-10T10:00:00',
    ],
    [
      'Gold with RMB 5,000 in the period drops to Silver',
      [goldInJanuary, pay('2027-06-01T12:00:00', 5000)],
      '2028-01-10T10:00:00',
      'silver',
      '2029-01-10T10:00:00',
    ],
    [
      'Gold, one second before review',
      [goldInJanuary],
      '2028-01-10T09:59:59',
      'gold',
      '2028-01-10T10:00:00',
    ],
    [
      'Gold with no spend in the period drops to Standard',
      [goldInJanuary],
      '2028-01-10T10:00:00',
      'standard',
      null,
    ],
    [
      'Gold → Bronze → Standard over two periods',
      [goldInJanuary, pay('2027-05-01T12:00:00', 2000)],
      '2029-02-01T00:00:00',
      'standard',
      null,
    ],
    [
      'Gold → Bronze, during the Bronze period',
      [goldInJanuary, pay('2027-05-01T12:00:00', 2000)],
      '2028-06-01T00:00:00',
      'bronze',
      '2029-01-10T10:00:00',
    ],
    [
      'a payment at the review moment counts towards the new period',
      [goldInJanuary, pay('2028-01-10T10:00:00', 8000)],
      '2028-01-11T00:00:00',
      'gold',
      '2029-01-10T10:00:00',
    ],
  ] as [string, Payment[], string, Tier, string | null][])(
    '%s',
    (_label, payments, asOf, tier, reviewOn) => {
      expect(memberTier(payments, cn(asOf))).toEqual({
        tier,
        reviewOn: reviewOn === null ? null : cn(reviewOn),
      });
    },
  );
});

describe('points', () => {
  it.each([
    ['online', '2027-01-23T12:00:00'],
    ['retail', '2027-01-09T12:00:00'],
  ] as [PurchaseChannel, string][])(
    'bought %s on 1 January → convertible on %s',
    (channel, expected) => {
      expect(convertibleOn(cn('2027-01-01T12:00:00'), channel)).toEqual(cn(expected));
    },
  );

  it.each([
    ['2027-01-31T08:00:00', '2028-01-31T08:00:00'],
    ['2028-02-29T08:00:00', '2029-02-28T08:00:00'],
  ])('points generated %s expire %s', (generated, expected) => {
    expect(pointsExpireOn(cn(generated))).toEqual(cn(expected));
  });
});
