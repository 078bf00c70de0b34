import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { PageLoading } from '../../ui/Loading';
import type { Loaded } from './useLoad';

/** The three dots while loading, the server's message with a retry on failure, else the page. */
export function LoadState<T>({
  loaded,
  children,
}: {
  loaded: Loaded<T>;
  children: (value: T, reload: () => void) => ReactNode;
}) {
  const { t } = useTranslation('shell');
  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'error') {
    const text = loaded.error instanceof Error ? loaded.error.message : '';
    return <ErrorScreen title={t('error.loadFailed')} text={text} onRetry={loaded.reload} />;
  }
  return children(loaded.value, loaded.reload);
}
