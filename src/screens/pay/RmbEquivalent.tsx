import { useTranslation } from 'react-i18next';
import { matchH5 } from '../../api';
import { useRemote } from '../../api/useRemote';
import type { Currency } from '../../api/shared';
import type { EventConfig } from '../../config/events';
import { formatPrice } from '../../renderer/channels/money';

/**
 * "≈ ¥359.33 (rate of 2026-11-02)" beside a US-dollar amount, for a race whose config switches it
 * on (`payment.showRmbEquivalent`). The server converts the amount at its one rate
 * (`exchangeRate`, core/domain/money.ts); the order is still charged in dollars.
 */
export function RmbEquivalent({
  cents,
  currency,
  event,
}: {
  cents: number;
  currency: Currency;
  event: EventConfig;
}) {
  const { t } = useTranslation('flow');
  const shown = event.payment.showRmbEquivalent === true && currency === 'USD';
  const rate = useRemote(
    (signal) =>
      shown ? matchH5.exchangeRate({ amount: cents }, { signal }) : Promise.resolve(null),
    [shown, cents],
  );

  // Failed, the API client has told the runner; the dollar amount stands on its own.
  if (rate.status !== 'ready' || rate.value?.amount == null) return null;
  return (
    <span className="pay-equivalent" data-testid="rmb-equivalent">
      {t('order.rmbEquivalent', {
        amount: formatPrice(rate.value.amount, 'CNY'),
        date: rate.value.date,
      })}
    </span>
  );
}
