import { CountryType } from './enums';

/**
 * The one currency rule: a runner from one of these countries pays the mainland (RMB) price, a
 * runner from anywhere else the foreign (USD) price. It holds for every race; no config can
 * change it, so no race can forget it.
 */
export const MAINLAND_COUNTRIES: readonly string[] = ['CN'];

export const CURRENCIES = ['CNY', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

const CURRENCY_OF: Record<CountryType, Currency> = {
  [CountryType.MAINLAND]: 'CNY',
  [CountryType.FOREIGN]: 'USD',
};

export function currencyOf(countryType: CountryType): Currency {
  return CURRENCY_OF[countryType];
}

export function countryTypeOfCurrency(currency: Currency): CountryType {
  return currency === 'USD' ? CountryType.FOREIGN : CountryType.MAINLAND;
}

/** The country type of an ISO 3166-1 alpha-2 country code. */
export function countryTypeOfCountry(country: string): CountryType {
  return MAINLAND_COUNTRIES.includes(country) ? CountryType.MAINLAND : CountryType.FOREIGN;
}

/** A ticket's prices in cents: every ticket has a mainland price, a foreign one only if sold abroad. */
export interface TicketPrices {
  mainland: number;
  foreign?: number;
}

/** The ticket's price for a country type, or undefined when it is not sold in that currency. */
export function priceFor(prices: TicketPrices, countryType: CountryType): number | undefined {
  return countryType === CountryType.FOREIGN ? prices.foreign : prices.mainland;
}

/** The currencies a race prices its tickets in (a currency counts when any ticket has a price in it). */
export function pricedCurrencies(tickets: readonly { price: TicketPrices }[]): Currency[] {
  return CURRENCIES.filter((currency) =>
    tickets.some((ticket) => priceFor(ticket.price, countryTypeOfCurrency(currency)) !== undefined),
  );
}

/**
 * The runner's country type as the form tells it: from the country field when the form has one
 * (undefined until a country is chosen), mainland when the form has no country field, since such
 * a race sells at mainland prices only.
 */
export function runnerCountryType(
  hasCountryField: boolean,
  country: unknown,
): CountryType | undefined {
  if (!hasCountryField) return CountryType.MAINLAND;
  if (typeof country !== 'string' || country === '') return undefined;
  return countryTypeOfCountry(country);
}
