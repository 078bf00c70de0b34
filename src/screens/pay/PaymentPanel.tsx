import { List, NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { EventConfig } from '../../config/events';
import { host } from '../../host/registry';
import { channelEntry } from '../../renderer/channels';
import { canCharge } from '../../../core/domain/channels';
import '../../renderer/channels/channels.css';
import { cashierReturnPath } from './cashierReturn';
import { payRoute } from './routes';
import { CopyLink } from './CopyLink';
import { HostPay } from './HostPay';
import type { OrderDetail } from './useOrder';

/** The messaging app's browser and its mini-program web-view both say so in the user agent. */
export function inMessagingApp(): boolean {
  return host().source === 'wechat-mini' || /MicroMessenger/i.test(navigator.userAgent);
}

/** This order page's address without anything a cashier added, for opening it elsewhere. */
export function orderPageUrl(applicationId: number): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${payRoute(applicationId)}`;
}

/**
 * How this runner can pay here: the payment host's own cashier; inside the messaging app (when
 * the race does not allow paying there) the advice to open the link in a phone browser; else
 * the channels.
 */
export function PaymentPanel({ order, event }: { order: OrderDetail; event: EventConfig }) {
  const { t } = useTranslation('flow');
  const app = order.application;

  if (host().paysInHost) return <HostPay order={order} />;

  if (inMessagingApp() && !order.payment.webMessagingPay) {
    return (
      <section className="pay-card pay-advice">
        <NoticeBar wrap color="alert" content={t('messaging.advice')} />
        <CopyLink url={orderPageUrl(app.id)} />
      </section>
    );
  }

  return <ChannelList order={order} event={event} />;
}

interface ChannelListProps {
  order: OrderDetail;
  event: EventConfig;
  /** Only the channels whose cashier works in a desktop browser. */
  desktopOnly?: boolean;
  /** Pays this supplementary order of the registration (a premium number), back to `returnUrl`. */
  supplementary?: { numberOrderId: number; returnUrl: string };
}

/**
 * The event's channels in its order, as far as the server offers them to this host and the core
 * channel table says they can charge the order's currency.
 */
export function ChannelList({
  order,
  event,
  desktopOnly = false,
  supplementary,
}: ChannelListProps) {
  const { t } = useTranslation('flow');
  const app = order.application;
  const offered = new Set(order.payment.channels.map((channel) => channel.type));
  const context = {
    applicationId: app.id,
    returnUrl: cashierReturnPath(app.id),
    ...supplementary,
  };
  const usable = event.payment.channels
    .filter((config) => offered.has(config.type) && canCharge(config, app.currency))
    .map((config) => ({ config, entry: channelEntry(config) }))
    .filter(({ entry }) => entry.desktop || !desktopOnly);
  if (usable.length === 0) {
    return (
      <section className="pay-card pay-advice" role="alert">
        <NoticeBar wrap color="alert" content={t('order.noChannel', { currency: app.currency })} />
      </section>
    );
  }
  return (
    <List header={t('channels.heading')} className="pay-card pay-channels">
      {usable.map(({ config, entry: { component: Channel } }) => (
        <Channel key={config.type} config={config} context={context} />
      ))}
    </List>
  );
}
