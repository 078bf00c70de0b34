import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchH5 } from '../../api';
import type { Currency } from '../../api/shared';
import type { EventConfig } from '../../config/events';
import { formatPrice } from '../../renderer/channels/money';

interface Equivalent {
  cents: number;
  date: string;
}

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
  const [equivalent, setEquivalent] = useState<Equivalent | null>(null);
  const shown = event.payment.showRmbEquivalent === true && currency === 'USD';

  useEffect(() => {
    if (!shown) return;
    const controller = new AbortController();
    matchH5
      .exchangeRate({ amount: cents }, { signal: controller.signal })
      .then((rate) => {
        if (rate.amount !== null) setEquivalent({ cents: rate.amount, date: rate.date });
      })
      // The API client has told the runner; the dollar amount stands on its own.
      .catch(() => {});
    return () => controller.abort();
  }, [shown, cents]);

  if (!shown || !equivalent) return null;
  return (
    <span className="pay-equivalent" data-testid="rmb-equivalent">
      {t('order.rmbEquivalent', {
        amount: formatPrice(equivalent.cents, 'CNY'),
        date: equivalent.date,
      })}
    </span>
  );
}
