import { countryTypeOfCurrency, priceFor, type Currency, type TicketPrices } from '../currency';

/** Until `until` (exclusive), a refund returns `percent` of the refundable price. */
export interface RefundWindow {
  until: string;
  percent: number;
}

/** A race's refund policy as its config writes it (schemas/event.schema.json `refund`). */
export interface RefundPolicy {
  windows: readonly RefundWindow[];
  /** Kept from every refund, in cents per country type like a ticket price. */
  handlingFee?: TicketPrices;
  /** Ticket ids that can be refunded; every ticket when left out. */
  tickets?: readonly number[];
  requires?: RefundRequirement;
  review?: RefundReview;
}

export type RefundRequirement = 'nothing' | 'reason' | 'document';
export type RefundReview = 'automatic' | 'staff';

/** What the runner bought: each ticket's price as stored, and what the order cost in total. */
export interface PaidOrder {
  /** The order's price in cents, beans discount applied, channel fee (instalments) excluded. */
  amount: number;
  currency: Currency;
  tickets: readonly { id: number; price: number }[];
  /**
   * What each paid supplementary order of the registration cost (a premium race number), in the
   * order's currency: it comes back with the registration, at the same percentage.
   */
  supplements?: readonly number[];
}

export type RefundQuote =
  | {
      ok: true;
      /** Cents that go back to the runner, in the order's currency, supplements included. */
      amount: number;
      currency: Currency;
      percent: number;
      /** The end of the window that applied. */
      until: string;
      handlingFee: number;
      /** The part of the order the percentage applies to (refundable tickets only). */
      refundable: number;
    }
  | { ok: false; reason: 'noPolicy' | 'nothingRefundable' }
  | { ok: false; reason: 'closed'; closedAt: string };

/** The windows sorted by their end, earliest first. */
function byEnd(windows: readonly RefundWindow[]): RefundWindow[] {
  return [...windows].sort((a, b) => Date.parse(a.until) - Date.parse(b.until));
}

/** The window `now` falls in, or undefined after the last one. */
export function windowAt(policy: RefundPolicy, now: Date): RefundWindow | undefined {
  return byEnd(policy.windows).find((window) => now.getTime() < Date.parse(window.until));
}

/** When refunds stopped: the end of the last window with something to give back. */
export function refundsClosedAt(policy: RefundPolicy): string | undefined {
  return byEnd(policy.windows)
    .filter((window) => window.percent > 0)
    .at(-1)?.until;
}

/**
 * The part of the order the policy refunds: the refundable tickets' share of what was charged
 * (so a beans discount lowers it in proportion), rounded down to whole cents.
 */
function refundableAmount(policy: RefundPolicy, order: PaidOrder): number {
  const listed = order.tickets.reduce((sum, ticket) => sum + ticket.price, 0);
  if (listed === 0) return 0;
  const refundable = order.tickets
    .filter((ticket) => !policy.tickets || policy.tickets.includes(ticket.id))
    .reduce((sum, ticket) => sum + ticket.price, 0);
  return Math.floor((order.amount * refundable) / listed);
}

/**
 * The part of a paid supplementary order (a premium number) that comes back with its registration:
 * the registration's percentage, rounded down, and no handling fee (the fee is kept once, from the
 * registration).
 */
export function supplementShare(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}

/**
 * What a refund asked for at `now` gives back: the window's percentage of the refundable part,
 * rounded down, less the handling fee, never below 0 nor above what was charged, plus the same
 * percentage of each supplementary order. Outside every window (or in a 0 % one) it is refused
 * with the moment refunds closed; when nothing of the registration itself comes back, its
 * supplements do not either (they are refunded with it or not at all).
 */
export function quoteRefund(
  policy: RefundPolicy | undefined,
  order: PaidOrder,
  now: Date,
): RefundQuote {
  if (!policy) return { ok: false, reason: 'noPolicy' };
  const window = windowAt(policy, now);
  const closedAt = refundsClosedAt(policy);
  if (!window || window.percent === 0) {
    return closedAt ? { ok: false, reason: 'closed', closedAt } : { ok: false, reason: 'noPolicy' };
  }
  const refundable = refundableAmount(policy, order);
  if (refundable === 0) return { ok: false, reason: 'nothingRefundable' };
  const fee = policy.handlingFee
    ? (priceFor(policy.handlingFee, countryTypeOfCurrency(order.currency)) ?? 0)
    : 0;
  const share = Math.floor((refundable * window.percent) / 100);
  const amount = Math.min(order.amount, Math.max(0, share - fee));
  if (amount === 0) return { ok: false, reason: 'nothingRefundable' };
  const supplements = (order.supplements ?? []).reduce(
    (sum, paid) => sum + supplementShare(paid, window.percent),
    0,
  );
  return {
    ok: true,
    amount: amount + supplements,
    currency: order.currency,
    percent: window.percent,
    until: window.until,
    handlingFee: Math.min(fee, share),
    refundable,
  };
}
