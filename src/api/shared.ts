import type { ApplyType, CountryType, PayState, PayStatus } from '../domain/enums';

/** Parameter and response types used by several API areas. */

export type { ApplyType, CountryType, PayState, PayStatus };

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
  pageSize?: number;
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

export type Currency = 'CNY' | 'USD';

/** An entry of an event list. */
export interface EventSummary {
  id: number;
  name: string;
  /** 1 = registration open. */
  isOpen: number;
}

/** An application with its order, as the order, detail and my-registrations pages show it. */
export interface Application {
  id: number;
  orderNo: string;
  matchEventID: number;
  eventName: string;
  location: string;
  raceDate: string;
  applyType: ApplyType;
  countryType: CountryType;
  payState: PayState;
  payStatus: PayStatus;
  refundStatus: number;
  /** Cents in `currency`. */
  amount: number;
  currency: Currency;
  createdAt: string;
  paidAt: string | null;
  payDeadline: string | null;
}
