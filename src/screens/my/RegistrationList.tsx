import { Button, DotLoading, Empty, List, Space } from 'antd-mobile';
import { type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { groupEntryAllows } from '../../../core/domain/group/group';
import { allows } from '../../../core/domain/order/state';
import { nextStepOf, type NextStepView } from '../../../core/domain/order/nextStep';
import { fieldWithRole } from '../../../core/form/roles';
import { refundsClosedAt } from '../../../core/domain/refund/policy';
import type { Application } from '../../../core/generated/api';
import { match } from '../../api';
import { useRemote, type Remote } from '../../api/useRemote';
import { loadEventConfig, type EventConfig } from '../../config/events';
import { formatDateTime } from '../../i18n/format';
import { formatPrice } from '../../renderer/channels/money';
import { formatInstant } from '../pay/format';
import { OrderStateTag, RaceNumberLine } from '../../renderer/order/OrderState';
import { PremiumNumberLine } from '../pay/PremiumNumberOrder';
import { detailRoute, payRoute } from '../../config/routes/pay';
import '../pay/pay.css';
import './my.css';

interface Row {
  app: Application;
  next: NextStepView;
  /** Who a group's registration is for: the leader signs up others. */
  person: string | null;
}

/** The next step of a registration, with the dates its race's config gives. */
function rowOf(app: Application, event: EventConfig | undefined, now: Date): Row {
  const refundsCloseAt = event?.refund ? (refundsClosedAt(event.refund) ?? null) : null;
  const nameField = event && fieldWithRole(event.form.schema, 'name')?.name;
  const name = nameField ? app.runnerInfo[nameField] : undefined;
  return {
    app,
    person: app.groupID && typeof name === 'string' ? name : null,
    next: nextStepOf(
      app.state,
      {
        payDeadline: app.payDeadline,
        drawAt: event?.registration.lottery?.drawAt ?? null,
        raceDate: app.raceDate,
        refundsCloseAt,
      },
      now,
    ),
  };
}

function useRegistrations(language: string, eventId: number | undefined): Remote<Row[]> {
  return useRemote(
    async (signal) => {
      const filter = eventId === undefined ? {} : { matchEventID: eventId };
      const list = await match.everyApplication(filter, { signal });
      const ids = [...new Set(list.map((app) => app.matchEventID))];
      const configs = await Promise.all(ids.map((id) => loadEventConfig(id).catch(() => null)));
      const byId = new Map(ids.map((id, i) => [id, configs[i] ?? undefined]));
      const now = new Date();
      return list.map((app) => rowOf(app, byId.get(app.matchEventID), now));
    },
    // Names and places come in the request's language.
    [language, eventId],
  );
}

/** What to do next about one registration, with its deadline, and the way to do it. */
function NextStep({ row }: { row: Row }) {
  const { t, i18n } = useTranslation('refunds');
  const navigate = useNavigate();
  const { app, next } = row;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '');
  const go = (path: string) => (event: MouseEvent) => {
    event.stopPropagation();
    navigate(path);
  };
  const canRefund =
    allows(app.state, 'refund') &&
    next.refundUntil !== null &&
    app.amount > 0 &&
    groupEntryAllows(app.groupEntry ?? null, 'refund');
  return (
    <div className="my-next">
      {next.step !== 'none' && (
        <p className="my-next__step">
          {t(`registrations.step.${next.step}`, { deadline: when(next.deadline) })}
        </p>
      )}
      {canRefund && (
        <p className="my-next__step">
          {t('registrations.refundUntil', { until: when(next.refundUntil) })}
        </p>
      )}
      <Space wrap>
        {next.step === 'pay' && (
          <Button size="mini" color="primary" shape="rounded" onClick={go(payRoute(app.id))}>
            {t('registrations.payNow')}
          </Button>
        )}
        {canRefund && (
          <Button size="mini" shape="rounded" onClick={go(`/refund/${app.id}`)}>
            {t('registrations.refund')}
          </Button>
        )}
      </Space>
    </div>
  );
}

/**
 * Registrations across races (or one race's), each with its state, next step and deadline: the
 * "my" tab, /signlist/{id} and the mini-program lists.
 */
export function RegistrationList({ eventId }: { eventId?: number }) {
  const { t, i18n } = useTranslation('flow');
  const navigate = useNavigate();
  const state = useRegistrations(i18n.language, eventId);

  if (state.status === 'loading') {
    return (
      <div className="my-state">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (state.status === 'failed' || state.value.length === 0) {
    return (
      <Empty
        className="my-empty"
        description={t(state.status === 'failed' ? 'my.failed' : 'my.noRegistration')}
      />
    );
  }
  return (
    <>
      {state.value.map((row) => (
        <List.Item
          key={row.app.id}
          arrow
          onClick={() => navigate(detailRoute(row.app.id))}
          description={
            <>
              {`${formatInstant(row.app.createdAt, i18n.language)} · ${formatPrice(row.app.paidAmount ?? row.app.amount, row.app.currency)}`}
              {row.app.paidByCaptain && <p className="my-next__step">{t('my.paidByCaptain')}</p>}
              <RaceNumberLine raceNumber={row.app.raceNumber} />
              <PremiumNumberLine order={row.app.numberOrder} />
              <NextStep row={row} />
            </>
          }
          extra={<OrderStateTag state={row.app.state} tone={row.app.tone} />}
        >
          {row.app.eventName}
          {row.person && <span className="my-person"> · {row.person}</span>}
        </List.Item>
      ))}
    </>
  );
}
