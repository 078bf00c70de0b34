import { quoteRefund, type PaidOrder } from './policy';

/** A race's withdrawal policy as its config writes it (schemas/event.schema.json `withdrawal`). */
export type WithdrawalPolicy = {
  /** Withdrawal is open until this moment (exclusive). */
  closes: string;
} & (
  | { outcome: 'refund'; refundPercent: number }
  | { outcome: 'deferral'; deferTo: { eventId: number; ticketId: number } }
);

export type WithdrawalConsequence =
  | { ok: true; outcome: 'refund'; amount: number; percent: number }
  | { ok: true; outcome: 'deferral'; eventId: number; ticketId: number }
  | { ok: false; reason: 'noPolicy' }
  | { ok: false; reason: 'closed'; closedAt: string };

export function withdrawalOpen(policy: WithdrawalPolicy | undefined, now: Date): boolean {
  return policy !== undefined && now.getTime() < Date.parse(policy.closes);
}

/**
 * What giving the place back at `now` does: the race's share of the price comes back (the same
 * rounding as a refund, no handling fee), or the runner is moved to the named next edition.
 */
export function withdrawalConsequence(
  policy: WithdrawalPolicy | undefined,
  order: PaidOrder,
  now: Date,
): WithdrawalConsequence {
  if (!policy) return { ok: false, reason: 'noPolicy' };
  if (!withdrawalOpen(policy, now)) return { ok: false, reason: 'closed', closedAt: policy.closes };
  if (policy.outcome === 'deferral') {
    return { ok: true, outcome: 'deferral', ...policy.deferTo };
  }
  const quote = quoteRefund(
    { windows: [{ until: policy.closes, percent: policy.refundPercent }] },
    order,
    now,
  );
  return {
    ok: true,
    outcome: 'refund',
    amount: quote.ok ? quote.amount : 0,
    percent: policy.refundPercent,
  };
}
