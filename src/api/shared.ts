import type { Application, CalcExpenseRequest } from '../../core/generated/api';

/**
 * Parameter types used by several API areas. Endpoints with a schema in schemas/api take their
 * types from core/generated/api.ts; these serve the calls that have none yet.
 */

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

import type { FormValues } from '../../core/form/values';

export type { FormValues };

/**
 * A request as callers pass it. On the wire ticket ids are one comma-joined string and form values
 * JSON text (so the schemas say `string`); the client encodes both itself (`toSearchParams`).
 */
export type Decoded<Request> = {
  [K in keyof Request]: K extends 'ticketDefIDs'
    ? number[]
    : K extends 'formValues'
      ? FormValues
      : Request[K];
};

/** An endpoint of core/generated/api.ts with its request as callers pass it. */
export interface DecodedEndpoint<E extends { request: object; response: unknown }> {
  request: Decoded<E['request']>;
  response: E['response'];
}

/** What a price calculation needs (the price parameters of SPEC section 3). */
export type PriceParams = Decoded<CalcExpenseRequest>;

/** `CNY` for RMB cents (country type 1), `USD` for USD cents (country type 2). */
export type Currency = Application['currency'];
