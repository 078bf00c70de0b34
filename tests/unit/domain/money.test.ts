import { describe, expect, it } from 'vitest';
import { CountryType } from '../../../core/domain/enums';
import { formatAmount, formatMoney } from '../../../core/domain/money';

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
