import { useEffect, type ReactNode } from 'react';
import { clearDraft } from '../sign/draft';
import { OrderActions } from './OrderActions';
import { OrderItems } from './OrderItems';
import type { LoadedOrder } from './OrderLoader';
import { OrderStateBanner } from './OrderStatus';
import { OrderHeadline, OrderSummary } from './OrderSummary';
import { PremiumNumberCard } from './PremiumNumberOrder';
import { RunnerInfo } from './RunnerInfo';
import type { OrderState } from '../../../core/domain/order';

/** The sign-up form's draft has served its purpose once the place is paid for. */
export function useForgetDraftWhenPaid(eventId: number, state: OrderState): void {
  useEffect(() => {
    if (state === 'paid') clearDraft(eventId);
  }, [state, eventId]);
}

/**
 * An order as the order and detail pages show it: what its state means, what it is for and
 * costs, how to pay (`payment`, when it can be paid) before the order and runner details, so the
 * channels are on the first screen of a phone, and what else can be done with it.
 */
export function OrderView({ order, event, reload, payment }: LoadedOrder & { payment: ReactNode }) {
  const app = order.application;
  useForgetDraftWhenPaid(app.matchEventID, app.state);

  return (
    <div className="pay">
      <OrderStateBanner
        state={app.state}
        tone={app.tone}
        event={event}
        payDeadline={app.payDeadline}
      />
      <OrderHeadline order={order} event={event} />
      {order.actions.canPay && payment}
      <OrderSummary order={order} event={event} />
      <PremiumNumberCard applicationId={app.id} order={app.numberOrder} />
      <OrderItems order={order} />
      <RunnerInfo event={event} values={app.runnerInfo} />
      <OrderActions order={order} event={event} reload={reload} />
    </div>
  );
}
