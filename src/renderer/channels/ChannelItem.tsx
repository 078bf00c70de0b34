import { DotLoading, List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { page } from '../../host/page';
import type { ChannelType } from './types';

interface ChannelItemProps {
  type: ChannelType;
  /** The address of the channel's cashier for this order. */
  cashierUrl?: () => Promise<string>;
  /** What pressing the row does instead of going to a cashier (e.g. opening the rate table). */
  onClick?: () => void;
}

/** One channel in the list: its mark, name and a hint; pressing it goes to the channel's cashier. */
export function ChannelItem({ type, cashierUrl, onClick }: ChannelItemProps) {
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
      // The API client has already told the runner what went wrong; the channel can be pressed again.
      setBusy(false);
    }
  };

  return (
    <List.Item
      className={`channel channel-${type}`}
      prefix={<span className={`channel-mark channel-mark-${type}`} aria-hidden />}
      description={t(`channels.${type}.hint`)}
      extra={busy ? <DotLoading color="primary" /> : undefined}
      arrow={!busy}
      onClick={press}
      disabled={busy}
    >
      <span className="channel__name">{t(`channels.${type}.name`)}</span>
    </List.Item>
  );
}
