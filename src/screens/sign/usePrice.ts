import { useState } from 'react';
import { matchH5 } from '../../api';
import { useRemote } from '../../api/useRemote';
import type { CountryType } from '../../../core/domain/enums';
import {
  isPriceReady,
  shouldRecalculate,
  shouldRecalculateDiscount,
  type PriceParams,
  type ReadyPriceParams,
} from '../../../core/domain/priceParams';

export interface Price {
  country?: CountryType;
  /** Cents in the currency of `country`. */
  expense?: number;
  /** Cents after the loyalty beans, when the runner spends some. */
  discounted?: number;
}

function ask(params: ReadyPriceParams, beans: boolean, signal: AbortSignal): Promise<number> {
  return matchH5
    .calcExpense(
      {
        matchEventID: params.matchEventID,
        ticketDefIDs: [...params.ticketDefIDs],
        countryType: params.country,
        MBeansNum: beans ? params.MBeansNum : undefined,
      },
      { signal },
    )
    .then((result) => result.expense);
}

/**
 * The price of the sign-up, from the API's cost calculation: asked again whenever the event,
 * country or tickets change once event and country are known, and the discounted price also when
 * the number of beans changes. Empty until it can be known.
 */
export function usePrice(params: PriceParams): Price {
  // What the shown price and discounted price are asked for; they change only when the rules
  // say the answer would, so typing elsewhere in the form asks nothing. Kept as state derived
  // while rendering, as React allows, so that the reads below follow them.
  const [full, setFull] = useState<ReadyPriceParams>();
  const [discount, setDiscount] = useState<ReadyPriceParams>();
  const ready = isPriceReady(params) ? params : undefined;
  if (!ready) {
    if (full) setFull(undefined);
  } else if (shouldRecalculate(full, ready)) setFull(ready);
  if (ready && shouldRecalculateDiscount(discount, ready)) setDiscount(ready);
  else if (!ready?.MBeansNum && discount) setDiscount(undefined);

  const expense = useRemote(
    (signal) => (full ? ask(full, false, signal) : Promise.resolve(undefined)),
    [full],
  );
  const discounted = useRemote(
    (signal) => (discount ? ask(discount, true, signal) : Promise.resolve(undefined)),
    [discount],
  );
  if (!full || expense.status !== 'ready' || expense.value === undefined) return {};
  return {
    country: full.country,
    expense: expense.value,
    discounted: discounted.status === 'ready' ? discounted.value : undefined,
  };
}
