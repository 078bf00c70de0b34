import { pricedCurrencies, type Currency } from '../../../../core/domain/currency.ts';
import { eachEvent, type Rule } from '../context.ts';
import { field, isObject, isWholeNumber, objectItems } from '../json.ts';
import { pointerOf } from '../problem.ts';

const PRICE_KEY: Record<Currency, 'mainland' | 'foreign'> = { CNY: 'mainland', USD: 'foreign' };

interface Ticket {
  id: number;
  price: { mainland: number; foreign?: number };
}

function ticketsOf(event: unknown): Ticket[] {
  return objectItems(field(event, 'tickets')).flatMap(([ticket]) =>
    isWholeNumber(ticket.id) && isObject(ticket.price)
      ? [
          {
            id: ticket.id,
            price: {
              mainland: isWholeNumber(ticket.price.mainland) ? ticket.price.mainland : 0,
              foreign: isWholeNumber(ticket.price.foreign) ? ticket.price.foreign : undefined,
            },
          },
        ]
      : [],
  );
}

/**
 * Add-ons name tickets the race has and are priced in every currency their tickets sell in;
 * add-on and charity ids are unique; a charity partner takes donations in every currency the race
 * sells in; the fields editable after payment are fields of the form, until before race day.
 */
export const extrasRules: Rule = eachEvent((event, add) => {
  const tickets = ticketsOf(event.value);
  const ticketIds = tickets.map((ticket) => ticket.id);
  const missingPrice = (pointer: string, what: string, prices: unknown, sold: Ticket[]) => {
    for (const currency of pricedCurrencies(sold)) {
      const key = PRICE_KEY[currency];
      if (isObject(prices) && prices[key] === undefined) {
        add(
          pointer,
          `${what} has no "${key}" price, although its tickets sell in ${currency}: runners paying in ${currency} could not have it; add "${key}": <${currency} cents>`,
        );
      }
    }
  };
  const seen = new Set<string>();
  for (const [addon, index] of objectItems(field(event.value, 'addons'))) {
    const at = (...keys: (string | number)[]) => pointerOf('addons', index, ...keys);
    if (typeof addon.id === 'string') {
      if (seen.has(addon.id)) add(at('id'), `add-on id "${addon.id}" is used twice`);
      seen.add(addon.id);
    }
    const named = Array.isArray(addon.tickets) ? addon.tickets : undefined;
    named?.forEach((id, i) => {
      if (!ticketIds.includes(id as number)) {
        add(
          at('tickets', i),
          `ticket ${JSON.stringify(id)} is not a ticket of this race; its tickets are: ${ticketIds.join(', ')}`,
        );
      }
    });
    const sold = named ? tickets.filter((ticket) => named.includes(ticket.id)) : tickets;
    missingPrice(at('price'), `the add-on "${String(addon.id)}"`, addon.price, sold);
  }
  const partnerIds = new Set<string>();
  for (const [partner, index] of objectItems(field(event.value, 'charity', 'partners'))) {
    const at = (...keys: string[]) => pointerOf('charity', 'partners', index, ...keys);
    if (typeof partner.id === 'string') {
      if (partnerIds.has(partner.id)) add(at('id'), `charity id "${partner.id}" is used twice`);
      partnerIds.add(partner.id);
    }
    missingPrice(
      at('minDonation'),
      `the charity "${String(partner.id)}"`,
      partner.minDonation,
      tickets,
    );
  }
  const edit = field(event.value, 'form', 'editAfterPayment');
  if (isObject(edit)) {
    const properties = field(event.value, 'form', 'schema', 'properties');
    const names = isObject(properties) ? Object.keys(properties) : [];
    (Array.isArray(edit.fields) ? edit.fields : []).forEach((name: unknown, i) => {
      if (typeof name === 'string' && !names.includes(name)) {
        add(
          pointerOf('form', 'editAfterPayment', 'fields', i),
          `"${name}" is not a top-level field of form.schema; its fields are: ${names.join(', ')}`,
        );
      }
    });
    const raceDate = field(event.value, 'raceDate');
    if (
      typeof edit.until === 'string' &&
      typeof raceDate === 'string' &&
      Date.parse(edit.until) > Date.parse(raceDate)
    ) {
      add(
        pointerOf('form', 'editAfterPayment', 'until'),
        `changes after payment must end before the race, but ${edit.until} is after race day ${raceDate}`,
      );
    }
  }
});
