import { describe, expect, it } from 'vitest';
import {
  countryTypeOfCountry,
  currencyOf,
  pricedCurrencies,
  runnerCountryType,
} from '../../../core/domain/currency';
import { CountryType } from '../../../core/domain/enums';
import { quote } from '../../../core/domain/price';

const { MAINLAND, FOREIGN } = CountryType;

describe('the one currency rule', () => {
  it.each([
    ['CN', MAINLAND, 'CNY'],
    ['HK', FOREIGN, 'USD'],
    ['MO', FOREIGN, 'USD'],
    ['TW', FOREIGN, 'USD'],
    ['US', FOREIGN, 'USD'],
    ['KE', FOREIGN, 'USD'],
  ] as const)('a runner from %s pays country type %i in %s', (country, type, currency) => {
    expect(countryTypeOfCountry(country)).toBe(type);
    expect(currencyOf(type)).toBe(currency);
  });

  it.each([
    [false, undefined, MAINLAND],
    [false, 'US', MAINLAND],
    [true, undefined, undefined],
    [true, '', undefined],
    [true, 'CN', MAINLAND],
    [true, 'GB', FOREIGN],
  ] as const)('form with country field %s and value %j: %s', (hasField, value, type) => {
    expect(runnerCountryType(hasField, value)).toBe(type);
  });

  it('lists the currencies a race prices in', () => {
    expect(pricedCurrencies([{ price: { mainland: 100 } }])).toEqual(['CNY']);
    expect(
      pricedCurrencies([{ price: { mainland: 100 } }, { price: { mainland: 1, foreign: 2 } }]),
    ).toEqual(['CNY', 'USD']);
  });
});

describe('the one price', () => {
  const tickets = [
    { id: 1, name: 'Marathon', price: { mainland: 26000, foreign: 5000 } },
    { id: 2, name: 'Fun run', price: { mainland: 6000 } },
  ];

  it.each([
    [[1], MAINLAND, 0, { expense: 26000, currency: 'CNY', beansUsed: 0 }],
    [[1], FOREIGN, 0, { expense: 5000, currency: 'USD', beansUsed: 0 }],
    [[1, 2], MAINLAND, 1500, { expense: 30500, originalExpense: 32000, discount: 1500 }],
    [[1], FOREIGN, 1500, { expense: 5000, beansUsed: 0 }],
    [[1], MAINLAND, 10 ** 9, { expense: 1, beansUsed: 25999 }],
  ] as const)('tickets %j, country type %i, beans %i', (ids, type, beans, expected) => {
    const result = quote(tickets, ids, type, beans);
    expect(result.ok && result.quote).toMatchObject(expected);
  });

  it('refuses tickets of another race and tickets not sold in the currency', () => {
    expect(quote(tickets, [9], MAINLAND)).toEqual({
      ok: false,
      reason: 'unknownTicket',
      ticketDefID: 9,
    });
    expect(quote(tickets, [2], FOREIGN)).toEqual({
      ok: false,
      reason: 'currencyNotSold',
      ticketDefID: 2,
      currency: 'USD',
    });
  });
});
