import { CountryType } from './enums';
import { countryTypeOfCurrency, type Currency } from './currency';

/** Mainland entrants see prices in yuan, foreign entrants in US dollars. */
const CURRENCY_SYMBOL: Record<CountryType, string> = {
  [CountryType.MAINLAND]: '¥',
  [CountryType.FOREIGN]: 'US$',
};

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`money must be a whole number of cents, got ${cents}`);
  }
}

/** Cents as a decimal amount with two fixed decimals ('260.00'), computed without floating point. */
export function formatAmount(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents as a price in the entrant's currency: '¥260.00' for mainland, 'US$50.00' for foreign. */
export function formatMoney(cents: number, country: CountryType): string {
  const amount = formatAmount(cents);
  const symbol = CURRENCY_SYMBOL[country];
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
}

/** Cents of a stored currency (an order's `currency`) as the runner reads them: ¥260.00, US$50.00. */
export function formatInCurrency(cents: number, currency: Currency): string {
  return formatMoney(cents, countryTypeOfCurrency(currency));
}

/**
 * A decimal amount the runner typed ('120', '120.5', '120.50') as whole cents, without floating
 * point; undefined for anything else (more than two decimals, signs, letters).
 */
export function parseAmount(text: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Rate precision: a rate has at most four decimals, so it is exact in ten-thousandths. */
const RATE_SCALE = 10_000;

/**
 * US cents in RMB cents at a rate of yuan per US dollar (at most four decimals), rounded half up
 * to the cent, in integers only: the RMB equivalent a foreign entrant is shown beside a dollar
 * amount. An indication: the order is charged in its own currency.
 */
export function rmbEquivalentCents(usdCents: number, usdToCny: number): number {
  assertCents(usdCents);
  const scaled = Math.round(usdToCny * RATE_SCALE);
  if (!(scaled > 0)) throw new RangeError(`an exchange rate must be positive, got ${usdToCny}`);
  const sign = usdCents < 0 ? -1 : 1;
  const twice = BigInt(Math.abs(usdCents)) * BigInt(scaled) * 2n + BigInt(RATE_SCALE);
  return sign * Number(twice / BigInt(2 * RATE_SCALE));
}
