import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { eventHomeRoute } from '../../../core/domain/gateSequence';
import type { EventConfig } from '../../config/events';
import { useLocalize } from '../../config/localize';
import { formatRaceDateTime } from '../../i18n/format';
import { formatPrice } from '../../renderer/channels/money';
import { formatInstant } from './format';
import { OrderStateTag } from '../../renderer/order/OrderState';
import { RmbEquivalent } from './RmbEquivalent';
import type { OrderDetail } from './useOrder';

const NONE = '—';

/** What was paid, fee included, and the fee itself: only once the server recorded a payment. */
export function PaidLines({ app }: { app: OrderDetail['application'] }) {
  const { t } = useTranslation('flow');
  if (app.paidAmount === null) return null;
  return (
    <>
      {app.fee > 0 && (
        <List.Item extra={formatPrice(app.fee, app.currency)}>{t('order.fee')}</List.Item>
      )}
      <List.Item
        extra={<span className="pay-paid">{formatPrice(app.paidAmount, app.currency)}</span>}
      >
        {t('order.paidAmount')}
      </List.Item>
    </>
  );
}

/**
 * What the order is for and what it costs, at the top of the page, with the way back to the
 * registration: its form while it can still be edited, else the race's home.
 */
export function OrderHeadline({ order, event }: { order: OrderDetail; event: EventConfig }) {
  const { t } = useTranslation('flow');
  const app = order.application;
  const discounted = app.beansUsed > 0 && app.originalAmount > app.amount;
  return (
    <List className="pay-card pay-headline">
      <List.Item
        className="pay-headline__race"
        description={app.tickets?.map((ticket) => ticket.name).join(' · ')}
      >
        {app.eventName}
      </List.Item>
      <List.Item
        extra={
          <span className="pay-amount">
            {discounted && (
              <del className="pay-amount__was">{formatPrice(app.originalAmount, app.currency)}</del>
            )}
            {formatPrice(app.amount, app.currency)}
            <RmbEquivalent cents={app.amount} currency={app.currency} event={event} />
          </span>
        }
      >
        {t('order.amount')}
      </List.Item>
      <List.Item className="pay-headline__back">
        <Link to={order.actions.canEdit ? `/edit/${app.id}` : eventHomeRoute(app.matchEventID)}>
          {t(order.actions.canEdit ? 'pay.backToForm' : 'pay.backToRace')}
        </Link>
      </List.Item>
    </List>
  );
}

/** Order number, states and dates, then the race: the rest of what SPEC calls the order fields. */
export function OrderSummary({ order, event }: { order: OrderDetail; event: EventConfig }) {
  const { t, i18n } = useTranslation('flow');
  const localize = useLocalize();
  const app = order.application;
  const role = event.roles?.find((candidate) => candidate.id === app.roleID);
  return (
    <>
      <List header={t('order.heading')} className="pay-card">
        <List.Item extra={<span className="pay-mono">{app.orderNo}</span>}>
          {t('order.number')}
        </List.Item>
        <List.Item extra={<OrderStateTag state={app.state} tone={app.tone} />}>
          {t('order.status')}
        </List.Item>
        <List.Item extra={formatInstant(app.createdAt, i18n.language)}>
          {t('order.createdAt')}
        </List.Item>
        <List.Item extra={app.paidAt ? formatInstant(app.paidAt, i18n.language) : NONE}>
          {t('order.paidAt')}
        </List.Item>
        <PaidLines app={app} />
      </List>
      <List header={t('order.race')} className="pay-card">
        {role && <List.Item extra={localize(role.name)}>{t('order.role')}</List.Item>}
        <List.Item extra={app.location}>{t('order.location')}</List.Item>
        <List.Item extra={formatRaceDateTime(event.raceDate, i18n.language)}>
          {t('order.raceDate')}
        </List.Item>
      </List>
    </>
  );
}
