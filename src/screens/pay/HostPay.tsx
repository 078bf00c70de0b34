import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payorder } from '../../api';
import { host } from '../../host/registry';
import { cashierReturnUrl } from './cashierReturn';
import type { OrderDetail } from './useOrder';

/**
 * Inside the payment mini-program the host's own cashier pays: the app opens a wallet trade and
 * hands it to the host, which then loads the success or failure address (both this order page,
 * which asks the server for the outcome).
 */
export function HostPay({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('flow');
  const [state, setState] = useState<'idle' | 'busy' | 'handed'>('idle');
  const app = order.application;

  const pay = async () => {
    setState('busy');
    try {
      const trade = await payorder.zfbH5Sign({ applicationID: app.id });
      host().pay({
        tokenId: trade.tradeNo,
        hasDiscount: app.beansUsed > 0,
        channelFlag: trade.channel,
        successUrl: cashierReturnUrl(app.id, 'success'),
        failUrl: cashierReturnUrl(app.id, 'fail'),
      });
      setState('handed');
    } catch {
      // The API client has shown why; the runner may press again.
      setState('idle');
    }
  };

  return (
    <section className="pay-host">
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        loading={state === 'busy'}
        onClick={pay}
      >
        {t('host.pay')}
      </Button>
      {state === 'handed' && <p className="pay-host__hint">{t('host.handed')}</p>}
    </section>
  );
}
