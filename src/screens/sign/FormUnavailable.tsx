import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '../../ui';
import { StatePage } from '../../ui/StatePage';
import { ErrorScreen } from '../../navigation/ErrorScreen';

/** Something the form needs and is still on its way, does not exist, or failed to load. */
export type Pending =
  { status: 'loading' } | { status: 'missing' } | { status: 'error'; retry: () => void };

/** What shows until the form can be filled in. */
export function FormUnavailable({ state }: { state: Pending }) {
  const { t } = useTranslation('form');
  if (state.status === 'missing') {
    return <ErrorScreen title={t('sign.noForm.title')} text={t('sign.noForm.text')} />;
  }
  if (state.status === 'error') {
    return (
      <ErrorScreen
        title={t('sign.loadFailed.title')}
        text={t('sign.loadFailed.text')}
        onRetry={state.retry}
      />
    );
  }
  return <PageLoading />;
}

/** A paid registration, which the form no longer changes, with the way to its details. */
export function PaidNotice({
  title,
  text,
  applicationId,
}: {
  title: string;
  text: string;
  applicationId: number;
}) {
  const { t } = useTranslation('form');
  const navigate = useNavigate();
  return (
    <StatePage icon="✓" title={title} text={text}>
      <Button block color="primary" onClick={() => navigate(`/detail/${applicationId}`)}>
        {t('sign.registered.view')}
      </Button>
    </StatePage>
  );
}
