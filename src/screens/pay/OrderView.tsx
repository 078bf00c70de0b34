import { useEffect, type ReactNode } from 'react';
import { clearDraft } from '../sign/draft';
import { OrderActions } from './OrderActions';
import type { LoadedOrder } from './OrderLoader';
import { orderPhase, type OrderPhase } from './orderPhase';
import { OrderSummary } from './OrderSummary';
import { RunnerInfo } from './RunnerInfo';
import { StatusBanner } from './StatusBanner';

/** The sign-up form's draft has served its purpose once the place is paid for. */
export function useForgetDraftWhenPaid(eventId: number, phase: OrderPhase): void {
  useEffect(() => {
    if (phase === 'paid') clearDraft(eventId);
  }, [phase, eventId]);
}

/**
 * An order as the order and detail pages show it: what its state means, the order and runner
 * details, how to pay (`payment`, when it can be paid) and what else can be done with it.
 */
export function OrderView({ order, event, reload, payment }: LoadedOrder & { payment: ReactNode }) {
  const app = order.application;
  const phase = orderPhase(app, new Date());
  useForgetDraftWhenPaid(app.matchEventID, phase);

  return (
    <div className="pay">
      <StatusBanner phase={phase} event={event} payDeadline={app.payDeadline} />
      <OrderSummary order={order} event={event} />
      <RunnerInfo event={event} values={app.runnerInfo} />
      {order.actions.canPay && payment}
      <OrderActions order={order} event={event} reload={reload} />
    </div>
  );
}
