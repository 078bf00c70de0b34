import { Result, type ResultProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Tone } from '../../../core/domain/order';
import type { EventConfig } from '../../config/events';
import { formatDateTime } from '../../i18n/format';
import type { OrderStatusOf } from '../../renderer/order/OrderState';
import { formatInstant } from './format';

const BANNER: Record<Tone, ResultProps['status']> = {
  success: 'success',
  warning: 'waiting',
  neutral: 'info',
};

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
