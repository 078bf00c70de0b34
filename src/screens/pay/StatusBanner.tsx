import { Result, type ResultProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { EventConfig } from '../../config/events';
import { formatDateTime } from '../../i18n/format';
import { formatInstant } from './format';
import type { OrderPhase } from './orderPhase';

const LOOK: Record<OrderPhase, ResultProps['status']> = {
  toPay: 'waiting',
  waitDraw: 'waiting',
  payNow: 'success',
  expired: 'error',
  notDrawn: 'info',
  paid: 'success',
  cancelled: 'info',
  refunded: 'info',
  other: 'info',
};

interface StatusBannerProps {
  phase: OrderPhase;
  event: EventConfig;
  payDeadline: string | null;
}

/** What the order's state means for the runner, with the dates that matter for it. */
export function StatusBanner({ phase, event, payDeadline }: StatusBannerProps) {
  const { t, i18n } = useTranslation('flow');
  const drawAt = event.registration.lottery?.drawAt;
  const description = t(`phase.${phase}.text`, {
    deadline: payDeadline ? formatInstant(payDeadline, i18n.language) : '',
    drawAt: drawAt ? formatDateTime(drawAt, i18n.language) : '',
  });
  return (
    <Result
      className={`pay-status pay-status--${phase}`}
      status={LOOK[phase]}
      title={t(`phase.${phase}.title`)}
      description={description}
    />
  );
}
