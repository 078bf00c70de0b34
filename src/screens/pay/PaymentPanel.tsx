import { List, NoticeBar, Radio } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventConfig } from '../../config/events';
import { host } from '../../host/registry';
import { channelEntry } from '../../renderer/channels';
import { formatPrice } from '../../renderer/channels/money';
import type { ChannelType } from '../../renderer/channels/types';
import { canCharge, channelFeeFrom } from '../../../core/domain/channels';
import '../../renderer/channels/channels.css';
import { cashierReturnPath } from './cashierReturn';
import { payRoute } from '../../config/routes/pay';
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
  /**
   * Pays this supplementary order of the registration (a premium number) instead, back to
   * `returnUrl`: its own amount, in the registration's currency.
   */
  supplementary?: { numberOrderId: number; returnUrl: string; amount: number };
}

/** What a channel costs on top of the order: nothing, or its lowest rate ("from 1.8 %"). */
function useFeeText(): (type: ChannelType) => string {
  const { t, i18n } = useTranslation('flow');
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  return (type) => {
    const from = channelFeeFrom(type);
    return from === 0
      ? t('channels.fee.none')
      : t('channels.fee.from', { rate: percent.format(from / 10_000) });
  };
}

/**
 * The event's channels in its order, as far as the server offers them to this host and the core
 * channel table says they can charge the order's currency: each with its mark and fee, one of
 * them chosen (the first at the start), and a bar fixed to the bottom of the screen with the
 * amount and the chosen channel's pay button.
 */
export function ChannelList({
  order,
  event,
  desktopOnly = false,
  supplementary,
}: ChannelListProps) {
  const { t } = useTranslation('flow');
  const feeText = useFeeText();
  const [chosen, choose] = useState<ChannelType>();
  const app = order.application;
  const offered = new Set(order.payment.channels.map((channel) => channel.type));
  const context = {
    applicationId: app.id,
    numberOrderId: supplementary?.numberOrderId,
    returnUrl: supplementary?.returnUrl ?? cashierReturnPath(app.id),
  };
  const usable = event.payment.channels
    .filter((config) => offered.has(config.type) && canCharge(config, app.currency))
    .map((config) => ({ config, entry: channelEntry(config) }))
    .filter(
      ({ entry }) => (entry.desktop || !desktopOnly) && (entry.supplementary || !supplementary),
    );
  if (usable.length === 0) {
    return (
      <section className="pay-card pay-advice" role="alert">
        <NoticeBar wrap color="alert" content={t('order.noChannel', { currency: app.currency })} />
      </section>
    );
  }
  const current = usable.find(({ config }) => config.type === chosen) ?? usable[0];
  const { component: Pay } = current.entry;
  return (
    <>
      <Radio.Group value={current.config.type} onChange={(type) => choose(type as ChannelType)}>
        <List header={t('channels.heading')} className="pay-card pay-channels">
          {usable.map(({ config, entry }) => (
            <List.Item key={config.type} className={`channel channel-${config.type}`}>
              <Radio value={config.type} block className="channel__option">
                {/* The mark names the channel; the name beside it would only repeat it. */}
                <img
                  className="channel__logo"
                  src={entry.logo}
                  alt={t(`channels.${config.type}.name`)}
                  width={32}
                  height={32}
                />
                <span className="channel__text">
                  <span className="channel__name" aria-hidden>
                    {t(`channels.${config.type}.name`)}
                  </span>
                  <span className="channel__hint">{t(`channels.${config.type}.hint`)}</span>
                </span>
                <span className="channel__fee">{feeText(config.type)}</span>
              </Radio>
            </List.Item>
          ))}
        </List>
      </Radio.Group>
      <div className="pay-bar">
        <p className="pay-bar__amount">
          {t('pay.total')}
          <strong>{formatPrice(supplementary?.amount ?? app.amount, app.currency)}</strong>
        </p>
        {/* A pay button of its own per channel: a step left half-way does not carry over. */}
        <Pay key={current.config.type} config={current.config} context={context} />
      </div>
    </>
  );
}
