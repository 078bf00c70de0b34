import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toneOf } from '../../../core/domain/order';
import type { PremiumNumberOrder } from '../../../core/generated/api';
import { formatPrice } from '../../renderer/channels/money';
import { numberRoute } from '../../config/routes/pickup';
import { formatInstant } from './format';
import { OrderStateTag } from '../../renderer/order/OrderState';

const NONE = '—';

/**
 * The premium race number bought on top of the registration, as its own order: the number, its
 * price, where its payment stands and when it was paid; while unpaid, until when it is held and
 * the way to the number page that pays it.
 */
export function PremiumNumberCard({
  applicationId,
  order,
}: {
  applicationId: number;
  order: PremiumNumberOrder | null | undefined;
}) {
  const { t, i18n } = useTranslation('flow');
  if (!order) return null;
  const unpaid = order.state === 'unpaid';
  return (
    <List header={t('premium.heading')} className="pay-card premium-number">
      <List.Item extra={<strong className="pay-mono">{order.cno}</strong>}>
        {t('premium.number')}
      </List.Item>
      <List.Item extra={formatPrice(order.amount, order.currency)}>{t('premium.price')}</List.Item>
      <List.Item extra={<OrderStateTag state={order.state} tone={toneOf(order.state)} />}>
        {t('premium.status')}
      </List.Item>
      <List.Item extra={order.paidAt ? formatInstant(order.paidAt, i18n.language) : NONE}>
        {t('order.paidAt')}
      </List.Item>
      {unpaid && order.payDeadline && (
        <List.Item extra={formatInstant(order.payDeadline, i18n.language)}>
          {t('premium.heldUntil')}
        </List.Item>
      )}
      {unpaid && (
        <List.Item>
          <Link to={numberRoute(applicationId)}>{t('premium.pay')}</Link>
        </List.Item>
      )}
    </List>
  );
}

/** The premium number in one line, where a registration is summed up in a list. */
export function PremiumNumberLine({ order }: { order: PremiumNumberOrder | null | undefined }) {
  const { t } = useTranslation('flow');
  if (!order) return null;
  return (
    <p className="premium-number-line">
      {t('premium.line', {
        cno: order.cno,
        price: formatPrice(order.amount, order.currency),
        state: t(`orderState.${order.state}.label`),
      })}
    </p>
  );
}
