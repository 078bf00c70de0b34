import { Result, Tag, type ResultProps, type TagProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderState, Tone } from '../../../core/domain/order';
import type { EventConfig } from '../../config/events';
import { formatDateTime } from '../../i18n/format';
import { formatInstant } from './format';

/** An order's state as the server reports it, with the tone the core state machine gives it. */
export interface OrderStatusOf {
  state: OrderState;
  tone: Tone;
}

/**
 * Green is kept for a paid order; pending is amber and an order that is over is grey, whatever
 * the edition's primary colour (the app's state tokens, src/app/styles.css).
 */
const TAG_COLOR: Record<Tone, TagProps['color']> = {
  success: 'var(--color-state-paid)',
  warning: 'var(--color-state-pending)',
  neutral: 'var(--color-state-over)',
};
const BANNER: Record<Tone, ResultProps['status']> = {
  success: 'success',
  warning: 'waiting',
  neutral: 'info',
};

/** The order's state as a short coloured label (lists, order card). */
export function OrderStateTag({ state, tone }: OrderStatusOf) {
  const { t } = useTranslation('flow');
  return (
    <Tag color={TAG_COLOR[tone]} fill="outline" className={`order-state order-state--${tone}`}>
      {t(`orderState.${state}.label`)}
    </Tag>
  );
}

interface OrderStateBannerProps extends OrderStatusOf {
  event: EventConfig;
  payDeadline: string | null;
}

/** What the order's state means for the runner, with the dates that matter for it. */
export function OrderStateBanner({ state, tone, event, payDeadline }: OrderStateBannerProps) {
  const { t, i18n } = useTranslation('flow');
  const drawAt = event.registration.lottery?.drawAt;
  return (
    <Result
      className={`pay-status pay-status--${tone}`}
      status={BANNER[tone]}
      title={t(`orderState.${state}.title`)}
      description={t(`orderState.${state}.text`, {
        deadline: payDeadline ? formatInstant(payDeadline, i18n.language) : '',
        drawAt: drawAt ? formatDateTime(drawAt, i18n.language) : '',
      })}
    />
  );
}

/** The runner's race number, once taken or assigned, where a registration is summed up. */
export function RaceNumberLine({ raceNumber }: { raceNumber: string | null }) {
  const { t } = useTranslation('pickup');
  if (!raceNumber) return null;
  return (
    <p className="race-number">
      {t('number.yours')} <strong>{raceNumber}</strong>
    </p>
  );
}
