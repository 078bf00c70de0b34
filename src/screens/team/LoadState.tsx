import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { PageLoading } from '../../ui/Loading';
import type { Remote } from '../../api/useRemote';

/** The three dots while loading, the server's message with a retry on failure, else the page. */
export function LoadState<T>({
  loaded,
  children,
}: {
  loaded: Remote<T>;
  children: (value: T, reload: () => Promise<void>) => ReactNode;
}) {
  const { t } = useTranslation('shell');
  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') {
    return (
      <ErrorScreen title={t('error.loadFailed')} text={loaded.message} onRetry={loaded.retry} />
    );
  }
  return children(loaded.value, loaded.reload);
}
