import { Button, DotLoading, ErrorBlock, List, Popup, Radio } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payorder } from '../../../api';
import { useRemote } from '../../../api/useRemote';
import type { FenqileCalcRate, InstalmentPlan } from '../../../../core/generated/api';
import { page } from '../../../host/page';
import { PayButton } from '../PayButton';
import { formatPrice } from '../money';
import type { ChannelEntry, ChannelOf, ChannelProps } from '../types';
import logo from './logo.svg';

type InstalmentConfig = ChannelOf<'instalment'>;
type InstalmentRates = FenqileCalcRate['response'];

/** The plans the provider offers that the event also offers, in the event's order. */
export function offeredPlans(rates: InstalmentRates, terms: readonly number[]): InstalmentPlan[] {
  return terms.flatMap((n) => {
    const plan = rates.plans.find((p) => p.terms === n);
    return plan ? [plan] : [];
  });
}

function RateTable({ config, context }: ChannelProps<InstalmentConfig>) {
  const { t } = useTranslation('flow');
  const rates = useRemote<InstalmentRates>(
    (signal) => payorder.fenqileCalcRate({ applicationID: context.applicationId }, { signal }),
    [context.applicationId],
  );
  const [terms, setTerms] = useState<number>();
  const [busy, setBusy] = useState(false);

  if (rates.status === 'loading') {
    return (
      <div className="instalment__state">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (rates.status === 'failed') {
    return (
      <ErrorBlock status="default" title={t('channels.instalment.failed')} description="">
        <Button color="primary" fill="outline" onClick={rates.retry}>
          {t('pay.retry')}
        </Button>
      </ErrorBlock>
    );
  }

  const plans = offeredPlans(rates.value, config.terms);
  const money = (cents: number) => formatPrice(cents, rates.value.currency);
  const pay = async () => {
    if (terms === undefined) return;
    setBusy(true);
    try {
      const trade = await payorder.fenqileH5Sign({
        applicationID: context.applicationId,
        returnUrl: context.returnUrl,
        terms,
      });
      page.assign(trade.payUrl);
    } catch {
      // The API client has shown why; the runner can choose again.
      setBusy(false);
    }
  };

  return (
    <>
      <p className="instalment__amount">
        {t('channels.instalment.amount', { amount: money(rates.value.amount) })}
      </p>
      <Radio.Group value={terms ?? null} onChange={(value) => setTerms(Number(value))}>
        <List className="instalment__plans">
          {plans.map((plan) => (
            <List.Item
              key={plan.terms}
              description={t('channels.instalment.total', {
                total: money(plan.total),
                fee: money(plan.fee),
              })}
              extra={
                <Radio
                  value={plan.terms}
                  aria-label={t('channels.instalment.terms', { count: plan.terms })}
                />
              }
              arrow={false}
              onClick={() => setTerms(plan.terms)}
            >
              {t('channels.instalment.perTerm', { count: plan.terms, amount: money(plan.perTerm) })}
            </List.Item>
          ))}
        </List>
      </Radio.Group>
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        disabled={terms === undefined}
        loading={busy}
        onClick={pay}
      >
        {terms === undefined
          ? t('channels.instalment.choose')
          : t('channels.instalment.pay', { count: terms })}
      </Button>
    </>
  );
}

function InstalmentChannel(props: ChannelProps<InstalmentConfig>) {
  const { t } = useTranslation('flow');
  const [open, setOpen] = useState(false);
  return (
    <>
      <PayButton onClick={() => setOpen(true)} />
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        showCloseButton
        destroyOnClose
        bodyClassName="instalment"
      >
        <h2 className="instalment__title">{t('channels.instalment.name')}</h2>
        <RateTable {...props} />
      </Popup>
    </>
  );
}

/** Instalments: the provider's rate table for the order, a choice of term, then its cashier. */
export const instalmentChannel: ChannelEntry<InstalmentConfig> = {
  component: InstalmentChannel,
  logo,
  // The instalment provider's cashier is built for phones.
  desktop: false,
  // Its rate table is the registration's own: a premium number is paid in one go.
  supplementary: false,
};
