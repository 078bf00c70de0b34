import { Tag, type TagProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderState, Tone } from '../../../core/domain/order';

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

/** The order's state as a short coloured label (lists, order card, the home page). */
export function OrderStateTag({ state, tone }: OrderStatusOf) {
  const { t } = useTranslation('flow');
  return (
    <Tag color={TAG_COLOR[tone]} fill="outline" className={`order-state order-state--${tone}`}>
      {t(`orderState.${state}.label`)}
    </Tag>
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
