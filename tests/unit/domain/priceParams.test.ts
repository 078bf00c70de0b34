import { describe, expect, it } from 'vitest';
import { CountryType } from '../../../core/domain/enums';
import {
  shouldRecalculate,
  shouldRecalculateDiscount,
  toCalcExpenseQuery,
  type PriceParams,
  type ReadyPriceParams,
} from '../../../core/domain/priceParams';

const { MAINLAND, FOREIGN } = CountryType;
const base: PriceParams = { matchEventID: 1001, country: MAINLAND, ticketDefIDs: [100101] };

describe('shouldRecalculate', () => {
  it.each([
    ['first time, ready', undefined, base, true],
    ['first time, no country yet', undefined, { ...base, country: undefined }, false],
    ['first time, no event yet', undefined, { ...base, matchEventID: undefined }, false],
    ['nothing changed', base, { ...base }, false],
    ['country changed', base, { ...base, country: FOREIGN }, true],
    ['event changed', base, { ...base, matchEventID: 1002 }, true],
    ['ticket added', base, { ...base, ticketDefIDs: [100101, 100102] }, true],
    // Without a ticket there is no price to ask for (the server would answer 400).
    ['tickets cleared', base, { ...base, ticketDefIDs: [] }, false],
    ['first time, no ticket yet', undefined, { ...base, ticketDefIDs: [] }, false],
    [
      'same tickets in another order',
      { ...base, ticketDefIDs: [1, 2] },
      { ...base, ticketDefIDs: [2, 1] },
      false,
    ],
    ['only the beans changed', base, { ...base, MBeansNum: 20 }, false],
    ['country changed but event dropped', base, { ...base, matchEventID: undefined }, false],
    ['country set after it was missing', { ...base, country: undefined }, base, true],
  ] as [string, PriceParams | undefined, PriceParams, boolean][])(
    '%s → %s',
    (_label, prev, next, expected) => {
      expect(shouldRecalculate(prev, next)).toBe(expected);
    },
  );
});

describe('shouldRecalculateDiscount', () => {
  const withBeans = { ...base, MBeansNum: 20 };
  it.each([
    ['beans given for the first time', base, withBeans, true],
    ['beans changed', withBeans, { ...base, MBeansNum: 30 }, true],
    ['beans unchanged, tickets changed', withBeans, { ...withBeans, ticketDefIDs: [9] }, true],
    ['nothing changed', withBeans, { ...withBeans }, false],
    ['beans removed', withBeans, base, false],
    ['beans set to 0', withBeans, { ...base, MBeansNum: 0 }, false],
    ['beans but no country', undefined, { ...withBeans, country: undefined }, false],
  ] as [string, PriceParams | undefined, PriceParams, boolean][])(
    '%s → %s',
    (_label, prev, next, expected) => {
      expect(shouldRecalculateDiscount(prev, next)).toBe(expected);
    },
  );
});

describe('toCalcExpenseQuery', () => {
  it.each([
    [
      'one ticket',
      { matchEventID: 1001, country: MAINLAND, ticketDefIDs: [100101] },
      { ticketDefIDs: '100101', matchEventID: 1001, countryType: 1 },
    ],
    [
      'several tickets, foreign, with beans',
      { matchEventID: 7, country: FOREIGN, ticketDefIDs: [1, 22, 333], MBeansNum: 50 },
      { ticketDefIDs: '1,22,333', matchEventID: 7, countryType: 2, MBeansNum: 50 },
    ],
    [
      'zero beans are not sent',
      { matchEventID: 7, country: MAINLAND, ticketDefIDs: [], MBeansNum: 0 },
      { ticketDefIDs: '', matchEventID: 7, countryType: 1 },
    ],
  ] as [string, ReadyPriceParams, object][])('%s', (_label, params, expected) => {
    expect(toCalcExpenseQuery(params)).toEqual(expected);
  });

  it.each([
    ['a fractional ticket id', { ticketDefIDs: [1.5] }],
    ['a negative ticket id', { ticketDefIDs: [-3] }],
    ['fractional beans', { ticketDefIDs: [1], MBeansNum: 2.5 }],
  ])('rejects %s', (_label, extra) => {
    expect(() => toCalcExpenseQuery({ matchEventID: 7, country: MAINLAND, ...extra })).toThrow(
      RangeError,
    );
  });
});
