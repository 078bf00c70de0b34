import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { page } from '../../host/page';

interface PayButtonProps {
  /** The address of the channel's cashier for this order. */
  cashierUrl?: () => Promise<string>;
  /** What pressing the button does instead of going to a cashier (e.g. opening the rate table). */
  onClick?: () => void;
}

/** The pay button of the order page's bar: pressing it goes to the chosen channel's cashier. */
export function PayButton({ cashierUrl, onClick }: PayButtonProps) {
  const { t } = useTranslation('flow');
  const [busy, setBusy] = useState(false);

  // Coming back with the browser's back button restores this page as it was left: busy.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setBusy(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const press = async () => {
    if (onClick) return onClick();
    if (busy || !cashierUrl) return;
    setBusy(true);
    try {
      page.assign(await cashierUrl());
    } catch {
      // The API client has already told the runner what went wrong; the button can be pressed again.
      setBusy(false);
    }
  };

  return (
    <Button
      className="pay-button"
      color="primary"
      size="large"
      shape="rounded"
      loading={busy}
      onClick={press}
    >
      {t('pay.now')}
    </Button>
  );
}
