import { useCallback, useEffect, useState } from 'react';
import { matchH5 } from '../../api';
import type { DetailApplicationV2 } from '../../../core/generated/api';

/** An order with what the runner can do next and the channels that can pay it here. */
export type OrderDetail = DetailApplicationV2['response'];

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
        const order = await matchH5.detailApplicationV2(
          { applicationID: applicationId },
          { signal },
        );
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
