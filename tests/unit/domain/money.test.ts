import { describe, expect, it } from 'vitest';
import { CountryType } from '../../../core/domain/enums';
import { formatAmount, formatMoney, rmbEquivalentCents } from '../../../core/domain/money';

describe('formatMoney', () => {
  it.each([
    [26000, CountryType.MAINLAND, '¥260.00'],
    [5000, CountryType.FOREIGN, 'US$50.00'],
    [12345, CountryType.MAINLAND, '¥123.45'],
    [5, CountryType.MAINLAND, '¥0.05'],
    [0, CountryType.FOREIGN, 'US$0.00'],
    [99, CountryType.FOREIGN, 'US$0.99'],
    [-2550, CountryType.MAINLAND, '-¥25.50'],
    [100000000, CountryType.MAINLAND, '¥1000000.00'],
  ])('%i cents, country %i → %s', (cents, country, expected) => {
    expect(formatMoney(cents, country)).toBe(expected);
  });

  it.each([[260.5], [0.1], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'rejects %s, which is not a whole number of cents',
    (cents) => {
      expect(() => formatMoney(cents, CountryType.MAINLAND)).toThrow(RangeError);
    },
  );
});

describe('formatAmount', () => {
  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [110, '1.10'],
    [-1, '-0.01'],
  ])('%i cents → %s', (cents, expected) => {
    expect(formatAmount(cents)).toBe(expected);
  });
});

describe('rmbEquivalentCents', () => {
  it.each([
    [5000, 7.1865, 35933],
    [3500, 7.1865, 25153],
    [100, 7.1865, 719],
    [1, 7.1865, 7],
    [0, 7.1865, 0],
    // Exactly half a fen rounds up; just under half rounds down.
    [2, 7.25, 15],
    [2, 7.2499, 14],
    [7, 0.0001, 0],
    [50, 6.5, 325],
    // The largest amount a request may carry stays exact (no floating point on the way).
    [2147483647, 7.1865, 15432891229],
    [-5000, 7.1865, -35933],
  ])('%i US cents at %f yuan per dollar are %i RMB cents', (usd, rate, cny) => {
    expect(rmbEquivalentCents(usd, rate)).toBe(cny);
  });

  it.each([
    [50.5, 7.1865],
    [5000, 0],
    [5000, -7.1865],
  ])('refuses %f cents at %f', (usd, rate) => {
    expect(() => rmbEquivalentCents(usd, rate)).toThrow(RangeError);
  });
});
