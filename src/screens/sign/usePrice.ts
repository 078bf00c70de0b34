import { useEffect, useRef, useState } from 'react';
import { matchH5 } from '../../api';
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
  const [price, setPrice] = useState<Price>({});
  // What the shown price and discounted price were asked for.
  const asked = useRef<{ full?: PriceParams; discount?: PriceParams }>({});
  const key = JSON.stringify(params);

  useEffect(() => {
    const next = JSON.parse(key) as PriceParams;
    if (!isPriceReady(next)) {
      asked.current = {};
      setPrice({});
      return;
    }
    const controller = new AbortController();
    const before = { ...asked.current };
    const pending = new Set<'full' | 'discount'>();
    const request = (kind: 'full' | 'discount', apply: (cents: number) => Price) => {
      asked.current[kind] = next;
      pending.add(kind);
      ask(next, kind === 'discount', controller.signal).then(
        (cents) => {
          pending.delete(kind);
          setPrice((shown) => ({ ...shown, ...apply(cents) }));
        },
        () => undefined,
      );
    };
    if (shouldRecalculate(before.full, next)) {
      setPrice({});
      request('full', (expense) => ({ country: next.country, expense }));
    }
    if (shouldRecalculateDiscount(before.discount, next)) {
      request('discount', (discounted) => ({ discounted }));
    } else if (!next.MBeansNum && before.discount) {
      asked.current.discount = undefined;
      setPrice(({ discounted: _dropped, ...shown }) => shown);
    }
    return () => {
      controller.abort();
      // A question cut short by newer params is asked again when they still need its answer.
      for (const kind of pending) asked.current[kind] = before[kind];
    };
  }, [key]);

  return price;
}
