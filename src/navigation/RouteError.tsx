import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router-dom';
import { ApiError } from '../api/client';
import { EventNotFoundError } from '../config/events';
import { page } from '../host/page';
import { PageLoading } from '../ui/Loading';
import { ErrorScreen, EventNotFound } from './ErrorScreen';

/**
 * What a page shows when its data or code could not be had: the one place for the failures of
 * every route's loader. A 401 is already on its way to the login page (the API client sends it
 * there, and the form's draft brings the input back), an unknown event says so, a failed call
 * offers to load the page's data again, and anything else (a chunk a new deployment replaced, a
 * render that threw) reloads the page.
 */
export function RouteError() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (error instanceof EventNotFoundError) return <EventNotFound />;
  if (error instanceof ApiError && error.code === 401) return <PageLoading />;
  if (error instanceof ApiError || error instanceof TypeError) {
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
