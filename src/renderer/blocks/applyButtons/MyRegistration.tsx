import { Button, Space } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { matchH5 } from '../../../api';
import { hasSession } from '../../../api/client';
import { useRemote } from '../../../api/useRemote';
import { allows, isLive, type OrderAction } from '../../../../core/domain/order';
import type { Application } from '../../../../core/generated/api';
import { OrderStateTag, RaceNumberLine } from '../../order/OrderState';
import { detailRoute, payRoute } from '../../../config/routes/pay';
import { formatPrice } from '../../channels/money';

/** The runner's registration for the event that still holds their place; null without one. */
export function useMyRegistration(eventId: number): Application | null | undefined {
  const mine = useRemote(
    async (signal) => {
      // A visitor who is not logged in has none, and must not be sent to the login page for it.
      if (!(await hasSession())) return null;
      const list = await matchH5.listsApplication({ matchEventID: eventId }, { signal });
      // People a runner signed up as a group's leader are not the runner's own entry.
      return (
        list.find((app) => app.matchEventID === eventId && isLive(app.state) && !app.groupID) ??
        null
      );
    },
    [eventId],
  );
  if (mine.status === 'loading') return undefined;
  return mine.status === 'ready' ? mine.value : null;
}

/** What a registration asks of the runner next, where the state allows it. */
const MAIN_ACTIONS: { action: OrderAction; text: string; route: (id: number) => string }[] = [
  { action: 'pay', text: 'mine.pay', route: payRoute },
  // The slip is drawn on the registration's page.
  { action: 'pickupSlip', text: 'mine.pickup', route: detailRoute },
];

/** In place of "sign up": the runner's own registration and what they can do with it now. */
export function MyRegistration({ application }: { application: Application }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const { state } = application;
  return (
    <section className="block-apply block-apply--mine" aria-label={t('mine.heading')}>
      <p className="block-apply__mine">
        <strong>{t('mine.heading')}</strong> <OrderStateTag state={state} tone={application.tone} />
      </p>
      <p className="block-apply__hint">
        {application.tickets?.map((ticket) => ticket.name).join(' · ')} ·{' '}
        {formatPrice(application.paidAmount ?? application.amount, application.currency)}
      </p>
      <RaceNumberLine raceNumber={application.raceNumber} />
      <Space direction="vertical" block>
        {MAIN_ACTIONS.filter(({ action }) => allows(state, action)).map(
          ({ action, text, route }) => (
            <Button
              key={action}
              block
              size="large"
              shape="rounded"
              color="primary"
              onClick={() => navigate(route(application.id))}
            >
              {t(text)}
            </Button>
          ),
        )}
        <Button block shape="rounded" onClick={() => navigate(detailRoute(application.id))}>
          {t('mine.detail')}
        </Button>
      </Space>
    </section>
  );
}
