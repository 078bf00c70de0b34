import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';

/**
 * A page that failed to load its code or to render. Reloading is the retry that helps in both
 * cases (a new deployment replaced the chunk, or the network dropped).
 */
export function RouteError() {
  const { t } = useTranslation('shell');
  return (
    <ErrorScreen
      title={t('error.pageFailed')}
      text={t('error.pageFailedText')}
      onRetry={() => window.location.reload()}
    />
  );
}
