import { Button, Space } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { withdrawalOpen, type WithdrawalPolicy } from '../../../core/domain/refund/withdrawal';
import { matchH5 } from '../../api';
import type { EventConfig } from '../../config/events';
import { useLocalize } from '../../config/localize';
import { ui } from '../../ui/bus';
import { formatPrice } from '../../renderer/channels/money';
import { formatInstant } from './format';
import { numberRoute, reserveSuccessRoute } from '../../config/routes/pickup';
import { downloadSlip } from './pickupSlip';
import { runnerFields } from './runnerFields';
import type { OrderDetail } from './useOrder';

interface OrderActionsProps {
  order: OrderDetail;
  event: EventConfig;
  reload: () => Promise<void>;
}

function themeAccent(): string {
  const app = document.querySelector('.app') ?? document.body;
  return getComputedStyle(app).getPropertyValue('--color-primary').trim() || '#1677ff';
}

/**
 * What the runner can do with the order now: edit or cancel before paying; after, the slip, the
 * refund page (which shows the amount and rule) and withdrawal while the race takes it.
 */
export function OrderActions({ order, event, reload }: OrderActionsProps) {
  const { t, i18n } = useTranslation('flow');
  const localize = useLocalize();
  const navigate = useNavigate();
  const app = order.application;
  const { actions } = order;

  const confirmThen = async (kind: 'cancel', run: () => Promise<unknown>) => {
    const confirmed = await ui.dialog.confirm({
      title: t(`${kind}.title`),
      content: t(`${kind}.text`),
      confirmText: t(`${kind}.confirm`),
      cancelText: t(`${kind}.keep`),
    });
    if (!confirmed) return;
    try {
      await run();
      ui.toast(t(`${kind}.done`), { type: 'success' });
      await reload();
    } catch {
      // The API client has shown why; the order is unchanged.
    }
  };

  const saveSlip = () => {
    const name = runnerFields(event, app.runnerInfo ?? {}, i18n.language).find(
      (field) => field.role === 'name',
    );
    const rows: [string, string][] = [
      [t('order.number'), app.orderNo],
      ...(name ? [[name.label, name.value] as [string, string]] : []),
      [t('slip.ticket'), app.tickets?.map((ticket) => ticket.name).join(' · ') ?? ''],
      [t('order.paidAt'), app.paidAt ? formatInstant(app.paidAt, i18n.language) : ''],
      [t('order.paidAmount'), formatPrice(app.paidAmount ?? app.amount, app.currency)],
    ];
    if (event.pickup?.enabled) {
      rows.push([
        t('slip.where'),
        event.pickup.venues.map((venue) => localize(venue.name)).join(' · '),
      ]);
      rows.push([t('slip.when'), event.pickup.dates.map((d) => d.date).join(', ')]);
    }
    try {
      downloadSlip(
        { title: app.eventName, subtitle: t('slip.title'), rows, note: t('slip.note') },
        `pickup-slip-${app.orderNo}.png`,
        themeAccent(),
      );
    } catch {
      ui.toast(t('slip.failed'), { type: 'fail' });
    }
  };

  if (!actions.canEdit && !actions.canCancel && !actions.canRefund && !actions.canPickup)
    return null;
  return (
    <Space direction="vertical" block className="pay-actions">
      {actions.canPickup && event.pickup?.enabled && (
        <Button
          block
          shape="rounded"
          color="primary"
          onClick={() => navigate(reserveSuccessRoute(app.id))}
        >
          {t('pickupReserve')}
        </Button>
      )}
      {actions.canPickup && event.raceNumbers?.choose && (
        <Button block shape="rounded" onClick={() => navigate(numberRoute(app.id))}>
          {t('pickupNumber')}
        </Button>
      )}
      {actions.canPickup && (
        <Button block shape="rounded" color="primary" fill="outline" onClick={saveSlip}>
          {t('slip.download')}
        </Button>
      )}
      {actions.canRefund && (
        <Button block shape="rounded" onClick={() => navigate(`/refund/${app.id}`)}>
          {t('refund.action')}
        </Button>
      )}
      {actions.canWithdraw && withdrawalOpen(event.withdrawal as WithdrawalPolicy, new Date()) && (
        <Button block shape="rounded" onClick={() => navigate(`/quit?applicationId=${app.id}`)}>
          {t('refunds:registrations.quit')}
        </Button>
      )}
      {actions.canEdit && (
        <Button block shape="rounded" onClick={() => navigate(`/edit/${app.id}`)}>
          {t('edit.action')}
        </Button>
      )}
      {actions.canCancel && (
        <Button
          block
          shape="rounded"
          color="danger"
          fill="none"
          onClick={() =>
            confirmThen('cancel', () =>
              // A lottery entry leaves the draw (refused once drawn); any other order is cancelled.
              (app.state === 'lotteryWaiting'
                ? matchH5.cancelCandidate
                : matchH5.cancelApplication)({ applicationID: app.id }),
            )
          }
        >
          {t('cancel.action')}
        </Button>
      )}
    </Space>
  );
}
