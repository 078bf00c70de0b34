import type { ApplyType, CountryType, PayStatus } from '../domain/enums';

/** Parameter and response types used by several API areas. */

export type { ApplyType, CountryType, PayStatus };

/** Calls about one event (a race). */
export interface EventParams {
  matchEventID: number;
}

/** Calls about one of the runner's applications. */
export interface ApplicationParams {
  applicationID: number;
}

export interface PageParams {
  /** 1-based page of a long list. */
  page?: number;
}

/** Sign-up form values by field name, as the event's form schema defines them (sent as JSON). */
export type FormValues = Record<string, unknown>;

/** What a price calculation needs (the price parameters of SPEC section 3). */
export interface PriceParams extends EventParams {
  ticketDefIDs: number[];
  countryType: CountryType;
  /** Loyalty beans to spend; the price is then the discounted one. */
  MBeansNum?: number;
}

/** An entry of an event list. */
export interface EventSummary {
  id: number;
  name: string;
  /** 1 = registration open. */
  isOpen: number;
}
