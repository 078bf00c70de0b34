import type { Currency } from '../../core/domain/currency';
import type { CountryType } from '../../core/domain/enums';
import { quote, type Quote } from '../../core/domain/price';
import type { EventConfig } from '../events/catalog';
import { apiError } from '../http/errors';
import { pickText, t, type Lang } from '../i18n/index';

export type { Quote };

/** Parses `ticketDefIDs` ("11,12"); duplicates count once, an empty text names no ticket. */
export function parseTicketIds(text: string | undefined): number[] {
  if (text === undefined || text.trim() === '') return [];
  return [...new Set(text.split(',').map((part) => Number(part.trim())))];
}

export function currencyName(lang: Lang, currency: Currency): string {
  return t(lang, `currency.${currency}`);
}

/**
 * The order price by the core's one pricing rule: the same call prices calcExpense, apply and a
 * re-priced updateApplication, so what the runner is quoted is what the order stores.
 */
export function priceOrder(
  event: EventConfig,
  ticketIds: number[],
  countryType: CountryType | undefined,
  beansOffered = 0,
): Quote {
  const missing = [
    ...(ticketIds.length === 0 ? (['ticket'] as const) : []),
    ...(countryType === undefined ? (['country'] as const) : []),
  ];
  if (missing.length > 0 || countryType === undefined) {
    throw apiError('priceIncomplete', (lang) => ({
      missing: missing
        .map((what) => t(lang, `price.missing.${what}`))
        .join(t(lang, 'price.missing.and')),
    }));
  }
  const result = quote(event.tickets, ticketIds, countryType, beansOffered);
  if (result.ok) return result.quote;
  if (result.reason === 'unknownTicket') throw apiError('unsupportedTicket');
  const ticket = event.tickets.find((candidate) => candidate.id === result.ticketDefID);
  throw apiError('currencyNotSold', (lang) => ({
    ticket: pickText(ticket?.name, lang),
    currency: currencyName(lang, result.currency),
  }));
}
