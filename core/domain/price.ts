import { currencyOf, priceFor, type Currency, type TicketPrices } from './currency';
import { CountryType } from './enums';

/**
 * Loyalty beans (MBeansNum): 100 beans take 1 yuan off, i.e. one bean is one fen. They apply to
 * mainland (RMB) prices only, and never bring an order below 1 fen.
 */
export const BEAN_VALUE_CENTS = 1;

export interface PricedTicket<Name = unknown> {
  id: number;
  name: Name;
  price: TicketPrices;
}

export interface Quote<Name = unknown> {
  items: { ticketDefID: number; name: Name; price: number }[];
  originalExpense: number;
  discount: number;
  beansUsed: number;
  expense: number;
  currency: Currency;
  countryType: CountryType;
}

/** Why a selection has no price: a ticket the race does not sell, or not in this currency. */
export type QuoteRefusal =
  | { reason: 'unknownTicket'; ticketDefID: number }
  | { reason: 'currencyNotSold'; ticketDefID: number; currency: Currency };

/**
 * The price of a ticket selection for a country type: the one computation behind the quote the
 * runner is shown (calcExpense) and the amount stored on the order (apply, updateApplication).
 */
export function quote<Name>(
  tickets: readonly PricedTicket<Name>[],
  ticketIds: readonly number[],
  countryType: CountryType,
  beansOffered = 0,
): { ok: true; quote: Quote<Name> } | ({ ok: false } & QuoteRefusal) {
  const currency = currencyOf(countryType);
  const items: Quote<Name>['items'] = [];
  for (const id of ticketIds) {
    const ticket = tickets.find((candidate) => candidate.id === id);
    if (!ticket) return { ok: false, reason: 'unknownTicket', ticketDefID: id };
    const price = priceFor(ticket.price, countryType);
    if (price === undefined) {
      return { ok: false, reason: 'currencyNotSold', ticketDefID: id, currency };
    }
    items.push({ ticketDefID: id, name: ticket.name, price });
  }
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
    ok: true,
    quote: {
      items,
      originalExpense,
      discount,
      beansUsed,
      expense: originalExpense - discount,
      currency,
      countryType,
    },
  };
}
