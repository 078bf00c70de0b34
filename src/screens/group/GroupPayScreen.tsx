import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { group as groupApi } from '../../api';
import { PageLoading } from '../../ui/Loading';
import { payRoute } from '../../config/routes/pay';
import { LoadState } from '../team/LoadState';
import { useRemote } from '../../api/useRemote';

function ToPayPage({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(payRoute(orderId), { replace: true });
  }, [navigate, orderId]);
  return <PageLoading />;
}

/**
 * /grouppay/{groupId}: the group's one order, priced by the server, paid on the pay page like any
 * order; an order already made is paid again rather than made twice.
 */
export default function GroupPayScreen() {
  const groupID = Number(useParams().id);
  const loaded = useRemote((signal) => groupApi.order({ groupID }, { signal }), [groupID]);
  return <LoadState loaded={loaded}>{(order) => <ToPayPage orderId={order.id} />}</LoadState>;
}
