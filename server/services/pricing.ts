import type { EventConfig } from '../events/catalog';
import { CountryType, currencyOf } from '../events/enums';
import { apiError } from '../http/errors';

/**
 * Loyalty beans (MBeansNum): 100 beans take 1 yuan off, i.e. one bean is one fen. They apply to
 * mainland (RMB) prices only, and never bring an order below 1 fen.
 */
export const BEAN_VALUE_CENTS = 1;

export interface Quote {
  items: { ticketDefID: number; name: unknown; price: number }[];
  originalExpense: number;
  discount: number;
  beansUsed: number;
  expense: number;
  currency: 'CNY' | 'USD';
}

/** Parses `ticketDefIDs` ("11,12"); duplicates count once. */
export function parseTicketIds(text: string): number[] {
  return [...new Set(text.split(',').map((part) => Number(part.trim())))];
}

export function quote(
  event: EventConfig,
  ticketIds: number[],
  countryType: number,
  beansOffered = 0,
): Quote {
  const items = ticketIds.map((id) => {
    const ticket = event.tickets.find((candidate) => candidate.id === id);
    if (!ticket) throw apiError('unsupportedTicket');
    const price =
      countryType === CountryType.FOREIGN ? ticket.price.foreign : ticket.price.mainland;
    return { ticketDefID: id, name: ticket.name, price };
  });
  const originalExpense = items.reduce((sum, item) => sum + item.price, 0);
  const beansUsed =
    countryType === CountryType.MAINLAND && originalExpense > 1
      ? Math.min(
          Math.max(0, Math.floor(beansOffered)),
          Math.floor((originalExpense - 1) / BEAN_VALUE_CENTS),
        )
      : 0;
  const discount = beansUsed * BEAN_VALUE_CENTS;
  return {
    items,
    originalExpense,
    discount,
    beansUsed,
    expense: originalExpense - discount,
    currency: currencyOf(countryType),
  };
}
