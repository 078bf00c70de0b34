import { Button } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useHomePath } from './home';
import { StatePage } from '../ui/StatePage';

interface ErrorScreenProps {
  title: string;
  text: string;
  /** Offered as the main action when the failure may pass (network, server). */
  onRetry?: () => void;
}

/** A page that could not be shown: what happened, a retry when it may help, and the way home. */
export function ErrorScreen({ title, text, onRetry }: ErrorScreenProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const home = useHomePath();
  return (
    <StatePage icon={<ExclamationCircleOutline />} title={title} text={text}>
      {onRetry && (
        <Button block color="primary" shape="rounded" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
      <Button block shape="rounded" onClick={() => navigate(home)}>
        {t('backHome')}
      </Button>
    </StatePage>
  );
}

/** An event id that no config has. */
export function EventNotFound() {
  const { t } = useTranslation('shell');
  return <ErrorScreen title={t('error.eventNotFound')} text={t('error.eventNotFoundText')} />;
}
