import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { EventNotFoundError } from '../config/events';
import { page } from '../host/page';
import { ErrorScreen, EventNotFound } from './ErrorScreen';
import { isLoadFailure } from './loadFailure';

/**
 * What a page shows when its config or code could not be had: the one place for the failures of
 * every route's loader. Loaders read no server data (screens read it through `useRemote`, which
 * shows its own failures), so what lands here is an unknown event, which says so, a file that
 * did not arrive, which blames the network, or anything else (a render that threw), which says
 * the page went wrong. Retrying reloads the page: the router keeps a chunk that failed as failed,
 * and a reload also picks up a deployment that replaced it (a form being filled is kept as a draft).
 */
export function RouteError() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  if (error instanceof EventNotFoundError) return <EventNotFound />;
  const failure = isLoadFailure(error) ? 'loadFailed' : 'pageFailed';
  return (
    <ErrorScreen
      title={t(`error.${failure}`)}
      text={t(`error.${failure}Text`)}
      onRetry={() => page.reload()}
    />
  );
}
