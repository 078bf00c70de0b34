import { Button, Input, List, Result } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { cancelPremiumNumber, findRaceNumber, getRandomCNO, setCNO } from '../../api/matchH5';
import type { PendingNumber, RaceNumber } from '../../../core/generated/api';
import type { Currency } from '../../../core/domain/currency';
import { formatPrice } from '../../renderer/channels/money';
import { ChannelList } from '../pay/PaymentPanel';
import { OrderLoader } from '../pay/OrderLoader';
import { numberRoute } from '../../config/routes/pickup';
import { formatDateTime } from '../../i18n/format';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { PageLoading } from '../../ui/Loading';
import { ui } from '../../ui/bus';
import { useRemote } from '../../api/useRemote';
import '../pickup/pickup.css';

/**
 * A premium number held for the runner: its price and deadline, the race's channels to pay it
 * (back to this page afterwards), or giving it up.
 */
function PendingPay({
  applicationId,
  pending,
  cno,
  onCancel,
}: {
  applicationId: number;
  pending: PendingNumber;
  cno: string;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('pickup');
  const price = formatPrice(pending.amount, pending.currency as Currency);
  const returnUrl = `${window.location.pathname}#${numberRoute(applicationId)}`;
  return (
    <div className="pickup">
      <Result
        status="waiting"
        title={t('number.held', { cno, price })}
        description={
          pending.payDeadline &&
          t('number.payBy', { time: formatDateTime(pending.payDeadline, i18n.language) })
        }
      />
      <OrderLoader applicationId={applicationId}>
        {({ order, event }) => (
          <ChannelList
            order={order}
            event={event}
            supplementary={{
              numberOrderId: pending.numberOrderID,
              returnUrl,
              amount: pending.amount,
            }}
          />
        )}
      </OrderLoader>
      <div className="pickup-actions">
        <Button block shape="rounded" onClick={onCancel}>
          {t('number.giveUp', { cno })}
        </Button>
      </div>
    </div>
  );
}

/**
 * /number/index?applicationId=…: the runner searches a wanted race number or is offered a random
 * free one, then takes it; the server decides who gets a number two runners want at once.
 */
export default function NumberScreen() {
  const id = Number(useSearchParams()[0].get('applicationId'));
  const { t, i18n } = useTranslation('pickup');
  const state = useRemote((signal) => findRaceNumber({ applicationID: id }, { signal }), [id]);
  const [wanted, setWanted] = useState('');
  const [offer, setOffer] = useState<RaceNumber | null>(null);
  const [busy, setBusy] = useState(false);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') {
    return <ErrorScreen title={t('failed')} text={t('failedText')} onRetry={state.retry} />;
  }
  const { mine, choosing, chooseUntil, pending } = state.value;
  if (mine && pending) {
    const giveUp = async () => {
      await cancelPremiumNumber({ applicationID: id });
      await state.reload();
    };
    return <PendingPay applicationId={id} pending={pending} cno={mine} onCancel={giveUp} />;
  }
  if (mine) {
    return (
      <div className="pickup">
        <Result status="success" title={t('number.yours')} description={mine} />
      </div>
    );
  }
  if (!choosing) {
    return (
      <div className="pickup">
        <Result status="waiting" title={t('number.over')} description={t('number.given')} />
      </div>
    );
  }

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The API client has said why (the number is taken, reserved, not of this ticket).
      setOffer(null);
    } finally {
      setBusy(false);
    }
  };
  const search = () =>
    run(async () => setOffer(await findRaceNumber({ applicationID: id, cno: wanted.trim() })));
  const random = () => run(async () => setOffer(await getRandomCNO({ applicationID: id })));
  const take = (cno: string) =>
    run(async () => {
      await setCNO({ applicationID: id, cno });
      ui.toast(t('number.taken', { cno }), { type: 'success' });
      setOffer(null);
      await state.reload();
    });

  return (
    <div className="pickup">
      {chooseUntil && (
        <p className="pickup-note">
          {t('number.until', { time: formatDateTime(chooseUntil, i18n.language) })}
        </p>
      )}
      <List header={t('number.ranges')} className="pickup-card">
        {state.value.ranges.map((range) => (
          <List.Item key={range.prefix}>
            {range.prefix}
            {String(range.from).padStart(4, '0')} – {range.prefix}
            {String(range.to).padStart(4, '0')}
          </List.Item>
        ))}
      </List>
      <List header={t('number.search')} className="pickup-card">
        <List.Item
          extra={
            <Button size="small" color="primary" disabled={!wanted.trim()} onClick={search}>
              {t('number.find')}
            </Button>
          }
        >
          <Input
            aria-label={t('number.wanted')}
            placeholder={t('number.placeholder')}
            value={wanted}
            onChange={(value) => setWanted(value.toUpperCase())}
          />
        </List.Item>
      </List>
      {offer?.cno && (
        <List className="pickup-card">
          <List.Item
            extra={offer.available ? t('number.free') : t('number.notFree')}
            description={
              offer.price &&
              t('number.premium', {
                price: formatPrice(offer.price.amount, offer.price.currency as Currency),
              })
            }
            className="pickup-offer"
          >
            {offer.cno}
          </List.Item>
        </List>
      )}
      <div className="pickup-actions">
        {offer?.cno && offer.available && (
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            loading={busy}
            onClick={() => take(offer.cno ?? '')}
          >
            {offer.price
              ? t('number.takePremium', {
                  cno: offer.cno,
                  price: formatPrice(offer.price.amount, offer.price.currency as Currency),
                })
              : t('number.take', { cno: offer.cno })}
          </Button>
        )}
        <Button block shape="rounded" disabled={busy} onClick={random}>
          {t('number.random')}
        </Button>
      </div>
    </div>
  );
}
