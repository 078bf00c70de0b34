import { matchH5 } from '../../api';
import { useRemote, type Remote } from '../../api/useRemote';
import type { DetailApplicationV2 } from '../../../core/generated/api';

/** An order with what the runner can do next and the channels that can pay it here. */
export type OrderDetail = DetailApplicationV2['response'];

/**
 * The runner's order with what they can do next, reloadable after an action changed it. An id
 * that cannot be an order's is not asked for (the page says it is not found).
 */
export function useOrder(applicationId: number): Remote<OrderDetail> {
  return useRemote(
    (signal) =>
      applicationId > 0
        ? matchH5.detailApplicationV2({ applicationID: applicationId }, { signal })
        : Promise.reject(new Error(`no order ${applicationId}`)),
    [applicationId],
  );
}
