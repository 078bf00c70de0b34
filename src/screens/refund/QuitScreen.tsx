import { Button, CheckList, Empty, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { WithdrawQuote } from '../../../core/generated/api';
import { match, withdraw } from '../../api';
import { formatDateTime } from '../../i18n/format';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { formatPrice } from '../../renderer/channels/money';
import { ui } from '../../ui/bus';
import { PageLoading } from '../../ui/Loading';
import { OrderStateTag } from '../../renderer/order/OrderState';
import { detailRoute } from '../../config/routes/pay';
import { useRemote } from '../../api/useRemote';
import '../pay/pay.css';
import './refund.css';

/** The runner's paid registrations in races that take withdrawals now. */
async function withdrawable(signal: AbortSignal) {
  const [open, mine] = await Promise.all([
    match.listsMatch({ openWithdraw: 1 }, { signal }),
    match.everyApplication({}, { signal }),
  ]);
  const races = new Set(open.map((event) => event.id));
  return mine.filter((app) => app.state === 'paid' && races.has(app.matchEventID));
}

function Consequence({ quote }: { quote: WithdrawQuote['response'] }) {
  const { t, i18n } = useTranslation('refunds');
  const text =
    quote.outcome === 'refund'
      ? t('quit.refund', {
          amount: formatPrice(quote.amount ?? 0, quote.currency),
          percent: quote.percent,
        })
      : t('quit.deferral', { event: quote.nextEventName, ticket: quote.nextTicketName });
  return (
    <List.Item
      className="refund-rule"
      description={t('quit.closes', { closes: formatDateTime(quote.closes, i18n.language) })}
    >
      {text}
    </List.Item>
  );
}

/** /quit: choose a registration, see what withdrawing does (refund share or deferral), confirm. */
export default function QuitScreen() {
  const { t, i18n } = useTranslation('refunds');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const list = useRemote(withdrawable, [i18n.language]);
  const [picked, setPicked] = useState<number | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const [sending, setSending] = useState(false);

  // Coming from an order page, that order is chosen already.
  const asked = Number(params.get('applicationId'));
  const offered = list.status === 'ready' && list.value.some((app) => app.id === asked);
  const chosen = picked ?? (offered ? asked : null);
  const quoted = useRemote(
    (signal) =>
      chosen === null
        ? Promise.resolve(null)
        : withdraw.quote({ applicationID: chosen }, { signal }),
    [chosen],
  );
  // A failure: the API client has shown why this one cannot be withdrawn from.
  const quote = quoted.status === 'ready' ? quoted.value : null;

  if (list.status === 'loading') return <PageLoading />;
  if (list.status === 'failed') {
    return <ErrorScreen title={t('quit.choose')} text={list.message} onRetry={list.retry} />;
  }
  if (done !== null) {
    return (
      <div className="pay">
        <div className="pay-actions">
          <Button block color="primary" shape="rounded" onClick={() => navigate(detailRoute(done))}>
            {t('quit.seeNext')}
          </Button>
        </div>
      </div>
    );
  }
  if (list.value.length === 0) return <Empty className="my-empty" description={t('quit.none')} />;

  const submit = async () => {
    if (!quote) return;
    const confirmed = await ui.dialog.confirm({
      title: t('quit.confirmTitle'),
      content: t(quote.outcome === 'refund' ? 'quit.refund' : 'quit.deferral', {
        amount: formatPrice(quote.amount ?? 0, quote.currency),
        percent: quote.percent,
        event: quote.nextEventName,
        ticket: quote.nextTicketName,
      }),
      confirmText: t('quit.confirm'),
      cancelText: t('quit.keep'),
    });
    if (!confirmed) return;
    setSending(true);
    try {
      const result = await withdraw.apply({ applicationID: quote.applicationID });
      if (result.outcome === 'deferral' && result.nextApplicationID) {
        ui.toast(t('quit.doneDeferral'), { type: 'success' });
        setDone(result.nextApplicationID);
      } else {
        ui.toast(t('quit.doneRefund'), { type: 'success' });
        navigate('/list');
      }
    } catch {
      setSending(false);
    }
  };

  return (
    <div className="pay quit">
      <List header={t('quit.choose')} className="pay-card">
        <CheckList
          value={chosen === null ? [] : [String(chosen)]}
          onChange={(values) => values[0] && setPicked(Number(values[0]))}
        >
          {list.value.map((app) => (
            <CheckList.Item
              key={app.id}
              value={String(app.id)}
              description={app.orderNo}
              prefix={<OrderStateTag state={app.state} tone={app.tone} />}
            >
              {app.eventName}
            </CheckList.Item>
          ))}
        </CheckList>
      </List>
      {quote && (
        <List className="pay-card">
          <Consequence quote={quote} />
        </List>
      )}
      <div className="pay-actions">
        <Button
          block
          color="danger"
          size="large"
          shape="rounded"
          disabled={!quote}
          loading={sending}
          onClick={submit}
        >
          {t('quit.submit')}
        </Button>
      </div>
    </div>
  );
}
