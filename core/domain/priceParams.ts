import { fieldWithRole } from '../form/roles';
import type { FormValues } from '../form/values';
import { runnerCountryType } from './currency';
import type { CountryType } from './enums';

/** What the price of a sign-up depends on (SPEC section 3: nothing else belongs here). */
export interface PriceParams {
  matchEventID?: number;
  country?: CountryType;
  ticketDefIDs: readonly number[];
  /** Loyalty beans the runner spends for a discount; absent or 0 means no discount asked. */
  MBeansNum?: number;
}

export type ReadyPriceParams = PriceParams & { matchEventID: number; country: CountryType };

/** A price can be asked for only once the event, the country and at least one ticket are known. */
export function isPriceReady(params: PriceParams): params is ReadyPriceParams {
  return (
    params.matchEventID !== undefined &&
    params.country !== undefined &&
    params.ticketDefIDs.length > 0
  );
}

interface PricedEvent {
  id: number;
  tickets: readonly { id: number }[];
}

function ticketIds(schema: unknown, event: PricedEvent, values: FormValues): number[] {
  const ticket = fieldWithRole(schema, 'ticket');
  // A race that sells one ticket needs no field to choose it.
  if (!ticket) return event.tickets.length === 1 ? [event.tickets[0].id] : [];
  const chosen = values[ticket.name];
  const list = Array.isArray(chosen) ? chosen : [chosen];
  return [...new Set(list.filter((id): id is number => Number.isSafeInteger(id)))];
}

/**
 * What the price of this sign-up depends on, read from the form values by the fields' roles
 * (the country by the one currency rule). The app asks for the price with it and the server
 * prices the order with it, so both read the same form the same way.
 */
export function priceParamsOf(
  event: PricedEvent,
  schema: unknown,
  values: FormValues,
): PriceParams {
  const beansField = fieldWithRole(schema, 'beans');
  const beans = beansField ? values[beansField.name] : undefined;
  const country = fieldWithRole(schema, 'country');
  return {
    matchEventID: event.id,
    country: runnerCountryType(country !== null, country ? values[country.name] : undefined),
    ticketDefIDs: ticketIds(schema, event, values),
    MBeansNum: typeof beans === 'number' && Number.isSafeInteger(beans) ? beans : undefined,
  };
}

function sameTickets(a: readonly number[], b: readonly number[]): boolean {
  const sortedA = [...a].sort((x, y) => x - y);
  const sortedB = [...b].sort((x, y) => x - y);
  return sortedA.length === sortedB.length && sortedA.every((id, i) => id === sortedB[i]);
}

function hasBeans(params: PriceParams): params is PriceParams & { MBeansNum: number } {
  return params.MBeansNum !== undefined && params.MBeansNum > 0;
}

/**
 * The price must be fetched again when the event, the country or the ticket selection changed
 * (the order in which tickets were ticked does not matter) and the new params are ready.
 */
export function shouldRecalculate(prev: PriceParams | undefined, next: PriceParams): boolean {
  if (!isPriceReady(next)) return false;
  return (
    prev === undefined ||
    prev.matchEventID !== next.matchEventID ||
    prev.country !== next.country ||
    !sameTickets(prev.ticketDefIDs, next.ticketDefIDs)
  );
}

/** The discounted price follows the full price, and also changes with the number of beans. */
export function shouldRecalculateDiscount(
  prev: PriceParams | undefined,
  next: PriceParams,
): boolean {
  if (!isPriceReady(next) || !hasBeans(next)) return false;
  return shouldRecalculate(prev, next) || prev?.MBeansNum !== next.MBeansNum;
}

export interface CalcExpenseQuery {
  ticketDefIDs: string;
  matchEventID: number;
  countryType: CountryType;
  MBeansNum?: number;
}

function assertWholeNumbers(what: string, values: readonly number[]): void {
  const bad = values.find((n) => !Number.isSafeInteger(n) || n < 0);
  if (bad !== undefined) throw new RangeError(`${what} must be non-negative integers, got ${bad}`);
}

/** Query of the cost calculation call; MBeansNum is sent only when beans are spent. */
export function toCalcExpenseQuery(params: ReadyPriceParams): CalcExpenseQuery {
  assertWholeNumbers('ticketDefIDs', params.ticketDefIDs);
  const query: CalcExpenseQuery = {
    ticketDefIDs: params.ticketDefIDs.join(','),
    matchEventID: params.matchEventID,
    countryType: params.country,
  };
  if (hasBeans(params)) {
    assertWholeNumbers('MBeansNum', [params.MBeansNum]);
    query.MBeansNum = params.MBeansNum;
  }
  return query;
}
