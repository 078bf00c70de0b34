import { Button, List, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { eventHomeRoute } from '../../../core/domain/gateSequence';
import { formatPrice } from '../../renderer/channels/money';
import { OrderLoader, type LoadedOrder } from '../pay/OrderLoader';
import { PaidLines } from '../pay/OrderSummary';
import { useForgetDraftWhenPaid } from '../pay/OrderView';
import { detailRoute, payRoute } from '../../config/routes/pay';
import '../pay/pay.css';

function Paid({ order, event }: LoadedOrder) {
  const { t } = useTranslation('flow');
  const navigate = useNavigate();
  const app = order.application;
  useForgetDraftWhenPaid(app.matchEventID, app.state);

  // Only the server says an order is paid; anything else belongs on the order page.
  if (app.state !== 'paid') return <Navigate to={payRoute(app.id)} replace />;

  return (
    <div className="pay">
      <Result
        className="pay-status"
        status="success"
        title={t('success.title')}
        description={t('success.text')}
      />
      <List className="pay-card">
        <List.Item extra={app.eventName}>{t('order.race')}</List.Item>
        <List.Item extra={<span className="pay-mono">{app.orderNo}</span>}>
          {t('order.number')}
        </List.Item>
        <List.Item extra={formatPrice(app.amount, app.currency)}>{t('order.amount')}</List.Item>
        <PaidLines app={app} />
      </List>
      <div className="pay-actions">
        <Button block color="primary" shape="rounded" onClick={() => navigate(detailRoute(app.id))}>
          {t('success.detail')}
        </Button>
        <Button
          block
          shape="rounded"
          className="pay-actions__more"
          onClick={() => navigate(`/${event.edition}/my`)}
        >
          {t('success.mine')}
        </Button>
        <Button
          block
          fill="none"
          className="pay-actions__more"
          onClick={() => navigate(eventHomeRoute(event.id))}
        >
          {t('success.event')}
        </Button>
      </div>
    </div>
  );
}

/** After a payment the server has confirmed (/success?applicationId=…). */
export default function SuccessScreen() {
  const [query] = useSearchParams();
  const id = Number(query.get('applicationId'));
  return <OrderLoader applicationId={id}>{(loaded) => <Paid {...loaded} />}</OrderLoader>;
}
