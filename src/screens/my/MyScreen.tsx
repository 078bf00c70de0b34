import { DotLoading, Empty, List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { match } from '../../api';
import type { Application } from '../../../core/generated/api';
import { formatPrice } from '../../renderer/channels/money';
import { formatInstant } from '../pay/format';
import { OrderStateTag } from '../pay/OrderStatus';
import { MyResults } from '../score/MyResults';
import { detailRoute } from '../pay/routes';
import '../pay/pay.css';
import './my.css';

/** The runner's newest registrations; older ones are rare enough not to need paging here. */
const PAGE_SIZE = 50;

type Registrations =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: Application[] };

function useRegistrations(language: string): Registrations {
  const [state, setState] = useState<Registrations>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    match
      .appListsApplicationV2({ page: 1, pageSize: PAGE_SIZE }, { signal: controller.signal })
      .then(
        (page) => setState({ status: 'ready', list: page.list }),
        () => !controller.signal.aborted && setState({ status: 'failed' }),
      );
    return () => controller.abort();
    // Names and places come in the request's language.
  }, [language]);
  return state;
}

function MyRegistrations() {
  const { t, i18n } = useTranslation('flow');
  const navigate = useNavigate();
  const state = useRegistrations(i18n.language);

  if (state.status === 'loading') {
    return (
      <div className="my-state">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (state.status === 'failed' || state.list.length === 0) {
    return (
      <Empty
        className="my-empty"
        description={t(state.status === 'failed' ? 'my.failed' : 'my.noRegistration')}
      />
    );
  }
  return (
    <>
      {state.list.map((app) => (
        <List.Item
          key={app.id}
          arrow
          onClick={() => navigate(detailRoute(app.id))}
          description={`${formatInstant(app.createdAt, i18n.language)} · ${formatPrice(app.paidAmount ?? app.amount, app.currency)}`}
          extra={<OrderStateTag state={app.state} tone={app.tone} />}
        >
          {app.eventName}
        </List.Item>
      ))}
    </>
  );
}

/** The edition's "my" tab: my registrations, my results and certificates, questions and answers. */
export default function MyScreen() {
  const { t } = useTranslation('flow');
  const navigate = useNavigate();
  return (
    <div className="my">
      <List header={t('my.registrations')} className="pay-card">
        <MyRegistrations />
      </List>
      <List header={t('my.results')} className="pay-card">
        <MyResults />
      </List>
      <List className="pay-card">
        <List.Item arrow onClick={() => navigate('/faq')}>
          {t('my.faq')}
        </List.Item>
      </List>
    </div>
  );
}
