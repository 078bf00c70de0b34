import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router-dom';
import { EventNotFoundError } from '../config/events';
import { page } from '../host/page';
import { ErrorScreen, EventNotFound } from './ErrorScreen';

/**
 * What a page shows when its config or code could not be had: the one place for the failures of
 * every route's loader. Loaders read no server data (screens read it through `useRemote`, which
 * shows its own failures), so what lands here is an unknown event, which says so, a file that
 * did not arrive, which can be fetched again, or anything else (a chunk a new deployment
 * replaced, a render that threw), which reloads the page.
 */
export function RouteError() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (error instanceof EventNotFoundError) return <EventNotFound />;
  if (error instanceof TypeError) {
    return (
      <ErrorScreen
        title={t('error.loadFailed')}
        text={t('error.loadFailedText')}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  }
  return (
    <ErrorScreen
      title={t('error.pageFailed')}
      text={t('error.pageFailedText')}
      onRetry={() => page.reload()}
    />
  );
}
