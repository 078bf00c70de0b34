import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { eventForRole } from '../../../core/domain/team/roleForm';
import { EventPage } from '../../navigation/EventPage';
import type { EventConfig } from '../../config/events';
import { PageLoading } from '../../ui/Loading';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { useOrder, type OrderDetail } from './useOrder';
import './pay.css';

export interface LoadedOrder {
  order: OrderDetail;
  event: EventConfig;
  reload: () => Promise<void>;
}

interface OrderLoaderProps {
  applicationId: number;
  children: (loaded: LoadedOrder) => ReactNode;
}

/** A page about one of the runner's orders: the order and its event's config, or why not. */
export function OrderLoader({ applicationId, children }: OrderLoaderProps) {
  const { t } = useTranslation('flow');
  const state = useOrder(applicationId);
  if (!(applicationId > 0)) {
    return <ErrorScreen title={t('order.notFound')} text={t('order.notFoundText')} />;
  }
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') {
    return (
      <ErrorScreen title={t('order.failed')} text={t('order.failedText')} onRetry={state.retry} />
    );
  }
  const { value: order, reload } = state;
  return (
    <EventPage id={order.application.matchEventID}>
      {/* A team member's order was filled in on their role's form: its fields are read by it. */}
      {(event) => children({ order, event: eventForRole(event, order.application.roleID), reload })}
    </EventPage>
  );
}
