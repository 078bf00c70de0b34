import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventConfig, type EventConfig } from '../config/events';
import { ErrorScreen, EventNotFound } from './ErrorScreen';
import { PageLoading } from '../ui/Loading';
import { useEventScope } from './shell';

function EventScope({ event, children }: { event: EventConfig; children: ReactNode }) {
  useEventScope(event);
  return children;
}

interface EventPageProps {
  id: number;
  children: (event: EventConfig) => ReactNode;
}

/**
 * A page about one event: waits for the event's config, says so when the id is unknown or the
 * config could not be loaded (with a retry), and otherwise renders in the event's theme.
 */
export function EventPage({ id, children }: EventPageProps) {
  const { t } = useTranslation('shell');
  const state = useEventConfig(id);
  switch (state.status) {
    case 'loading':
      return <PageLoading />;
    case 'not-found':
      return <EventNotFound />;
    case 'error':
      return (
        <ErrorScreen
          title={t('error.loadFailed')}
          text={t('error.loadFailedText')}
          onRetry={state.retry}
        />
      );
    case 'ready':
      return <EventScope event={state.event}>{children(state.event)}</EventScope>;
  }
}
