/**
 * The one state machine of an order (a runner's application and what it costs). The server stores
 * and moves an order's state only through `nextState`; every screen derives what it shows (tone)
 * and offers (actions) from the state alone.
 */
export const ORDER_STATES = [
  'unpaid',
  'lotteryWaiting',
  'drawn',
  'notDrawn',
  'expired',
  'paid',
  'refundRequested',
  'refunded',
  'cancelled',
  'deferred',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** success only for a paid order; pending is a warning (amber), an order that is over is neutral. */
export type Tone = 'success' | 'warning' | 'neutral';

export const ORDER_ACTIONS = [
  'pay',
  'edit',
  'cancel',
  'detail',
  'pickupSlip',
  'refund',
  'withdraw',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What happens to an order. */
export type OrderEvent =
  | 'drawWon'
  | 'drawLost'
  /** A drawn runner's place lapsed unpaid and passes to this entry, next in the waiting order. */
  | 'placeOffered'
  | 'paymentApproved'
  | 'deadlinePassed'
  | 'cancel'
  | 'refundRequested'
  | 'refundApproved'
  | 'refundDeclined'
  | 'deferred';

interface StateDefinition {
  tone: Tone;
  actions: readonly OrderAction[];
  on: Partial<Record<OrderEvent, OrderState>>;
}

const BEFORE_PAYMENT = ['edit', 'cancel', 'detail'] as const;

const MACHINE: Record<OrderState, StateDefinition> = {
  unpaid: {
    tone: 'warning',
    actions: ['pay', ...BEFORE_PAYMENT],
    on: { paymentApproved: 'paid', deadlinePassed: 'expired', cancel: 'cancelled' },
  },
  lotteryWaiting: {
    tone: 'warning',
    actions: BEFORE_PAYMENT,
    on: { drawWon: 'drawn', drawLost: 'notDrawn', cancel: 'cancelled' },
  },
  drawn: {
    tone: 'warning',
    actions: ['pay', ...BEFORE_PAYMENT],
    on: { paymentApproved: 'paid', deadlinePassed: 'expired', cancel: 'cancelled' },
  },
  notDrawn: { tone: 'neutral', actions: ['detail'], on: { placeOffered: 'drawn' } },
  expired: { tone: 'neutral', actions: ['detail'], on: {} },
  paid: {
    tone: 'success',
    actions: ['detail', 'pickupSlip', 'refund', 'withdraw'],
    // A withdrawal with a refund share is a refund request; one with deferral ends the order here.
    on: { refundRequested: 'refundRequested', deferred: 'deferred' },
  },
  refundRequested: {
    tone: 'warning',
    actions: ['detail'],
    on: { refundApproved: 'refunded', refundDeclined: 'paid' },
  },
  refunded: { tone: 'neutral', actions: ['detail'], on: {} },
  cancelled: { tone: 'neutral', actions: ['detail'], on: {} },
  /** The place was given back for one in the next edition, where a paid order now stands. */
  deferred: { tone: 'neutral', actions: ['detail'], on: {} },
};

export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);
}

/** The state after `event`, or null when the event cannot happen in `state`. */
export function nextState(state: OrderState, event: OrderEvent): OrderState | null {
  return MACHINE[state].on[event] ?? null;
}

export function toneOf(state: OrderState): Tone {
  return MACHINE[state].tone;
}

export function actionsOf(state: OrderState): readonly OrderAction[] {
  return MACHINE[state].actions;
}

export function allows(state: OrderState, action: OrderAction): boolean {
  return MACHINE[state].actions.includes(action);
}

/** Where a new order starts: waiting for the draw, paid when it costs nothing, else unpaid. */
export function initialState(options: { lottery: boolean; amount: number }): OrderState {
  if (options.lottery) return 'lotteryWaiting';
  return options.amount === 0 ? 'paid' : 'unpaid';
}

/**
 * The pay deadline of a new order in `state`: an unpaid (first-come) order has the race's
 * `payment.payWithinMinutes`; without them (and for a paid or lottery order) there is none.
 */
export function payDeadlineFor(
  payWithinMinutes: number | undefined,
  state: OrderState,
  now: Date,
): Date | null {
  if (state !== 'unpaid' || payWithinMinutes === undefined) return null;
  return new Date(now.getTime() + payWithinMinutes * 60_000);
}

/**
 * The state as of `now`: an order waiting for payment past its deadline is expired, even before
 * anything stored that (nothing runs at the deadline itself).
 */
export function stateAt(state: OrderState, payDeadline: Date | null, now: Date): OrderState {
  if (payDeadline && payDeadline <= now) return nextState(state, 'deadlinePassed') ?? state;
  return state;
}

/** States in which the order still holds the runner's one registration for the race. */
export function isLive(state: OrderState): boolean {
  return (
    state !== 'cancelled' &&
    state !== 'refunded' &&
    state !== 'notDrawn' &&
    state !== 'expired' &&
    state !== 'deferred'
  );
}
