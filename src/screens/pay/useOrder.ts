import { useCallback, useEffect, useState } from 'react';
import { matchH5 } from '../../api';
import type { ApplicationWithActions } from '../../api/matchH5';
import type { Application } from '../../api/shared';

/** What the server says about an order beyond the client's `Application` type. */
export interface OrderDetail extends ApplicationWithActions {
  application: Application & {
    /** Cents before the beans discount, and the beans it used. */
    originalAmount: number;
    beansUsed: number;
    /** The team role of a role application (apply type '2'). */
    roleID?: number | null;
    tickets?: { id: number; name: string; price: number }[];
    /** The submitted form values, by field name. */
    runnerInfo?: Record<string, unknown>;
  };
}

export type OrderState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; order: OrderDetail; reload: () => Promise<void> };

/** The runner's order with what they can do next, reloadable after an action changed it. */
export function useOrder(applicationId: number): OrderState {
  const [state, setState] = useState<OrderState>({ status: 'loading' });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const order = (await matchH5.detailApplicationV2(
          { applicationID: applicationId },
          { signal },
        )) as OrderDetail;
        setState({ status: 'ready', order, reload: () => load() });
      } catch {
        // The API client has shown the reason; the page offers a retry.
        if (signal?.aborted) return;
        setState({
          status: 'failed',
          retry: () => {
            setState({ status: 'loading' });
            void load();
          },
        });
      }
    },
    [applicationId],
  );

  useEffect(() => {
    if (!(applicationId > 0)) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [applicationId, load]);

  return state;
}
