import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getReserveInfo } from '../../api/matchH5';
import type { ReserveInfo } from '../../../core/generated/api';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { PageLoading } from '../../ui/Loading';
import { useRemote } from '../../api/useRemote';
import './pickup.css';

export interface PickupLoaded {
  info: ReserveInfo;
  reload: () => Promise<void>;
}

/** A pickup page of one of the runner's registrations: its pickup info as the server has it. */
export function PickupPage({
  applicationId,
  children,
}: {
  applicationId: number;
  children: (loaded: PickupLoaded) => ReactNode;
}) {
  const { t } = useTranslation('pickup');
  const state = useRemote(
    (signal) => getReserveInfo({ applicationID: applicationId }, { signal }),
    [applicationId],
  );
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') {
    return <ErrorScreen title={t('failed')} text={t('failedText')} onRetry={state.retry} />;
  }
  if (!state.value.paid) return <ErrorScreen title={t('notPaid')} text={t('notPaidText')} />;
  return <div className="pickup">{children({ info: state.value, reload: state.reload })}</div>;
}
