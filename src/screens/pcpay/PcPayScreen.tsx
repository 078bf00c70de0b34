import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { channels } from '../../renderer/channels';
import { CopyLink } from '../pay/CopyLink';
import { OrderLoader } from '../pay/OrderLoader';
import { ChannelList } from '../pay/PaymentPanel';
import { pcPayRoute } from '../../config/routes/pay';
import '../pay/pay.css';
import './pcpay.css';

/** Names of the channels whose cashiers work in a desktop browser. */
function useDesktopChannelNames(): string {
  const { t } = useTranslation('flow');
  return Object.entries(channels)
    .filter(([, entry]) => entry.desktop)
    .map(([type]) => t(`channels.${type}.name`))
    .join(t('pcpay.separator'));
}

function Instructions({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('flow');
  const names = useDesktopChannelNames();
  const { origin, pathname } = window.location;
  const link = applicationId > 0 ? `${origin}${pathname}#${pcPayRoute(applicationId)}` : null;
  return (
    <section className="pay-card pcpay-steps">
      <Steps direction="vertical" current={-1}>
        <Steps.Step
          status="process"
          title={t('pcpay.step1')}
          description={link ? <CopyLink url={link} /> : t('pcpay.step1Text')}
        />
        <Steps.Step status="process" title={t('pcpay.step2')} description={t('pcpay.step2Text')} />
        <Steps.Step
          status="process"
          title={t('pcpay.step3')}
          description={t('pcpay.step3Text', { names })}
        />
      </Steps>
    </section>
  );
}

/**
 * Paying on a computer (/pcpay?applicationId=…): how to open the order there, and the order's
 * channels that work in a desktop browser.
 */
export default function PcPayScreen() {
  const { t } = useTranslation('flow');
  const [query] = useSearchParams();
  const id = Number(query.get('applicationId'));
  return (
    <div className="pay pcpay">
      <p className="pcpay-intro">{t('pcpay.intro')}</p>
      <Instructions applicationId={id} />
      {id > 0 && (
        <OrderLoader applicationId={id}>
          {({ order, event }) =>
            order.actions.canPay && <ChannelList order={order} event={event} desktopOnly />
          }
        </OrderLoader>
      )}
    </div>
  );
}
