import type { OrderState } from './state';

/** What a registration waits for next, as the registration lists show it. */
export type NextStep = 'pay' | 'waitForDraw' | 'waitForRefund' | 'pickup' | 'results' | 'none';

export interface StepDates {
  payDeadline: string | null;
  drawAt: string | null;
  raceDate: string;
  /** When refunds close for the race, if it gives any. */
  refundsCloseAt: string | null;
}

export interface NextStepView {
  step: NextStep;
  /** The moment the step must be done by (or happens), if any. */
  deadline: string | null;
  /** Whether the runner can still ask for a refund, and until when. */
  refundUntil: string | null;
}

const later = (iso: string | null, now: Date) =>
  iso !== null && Date.parse(iso) > now.getTime() ? iso : null;

/**
 * The next thing for a registration in `state` (the state as of now, from the server): pay by
 * the deadline, wait for the draw or the refund, pick up the race pack before the race, or look
 * up the results after it.
 */
export function nextStepOf(state: OrderState, dates: StepDates, now: Date): NextStepView {
  const none = { step: 'none' as const, deadline: null, refundUntil: null };
  switch (state) {
    case 'unpaid':
    case 'drawn':
      return { step: 'pay', deadline: dates.payDeadline, refundUntil: null };
    case 'lotteryWaiting':
      return { step: 'waitForDraw', deadline: dates.drawAt, refundUntil: null };
    case 'refundRequested':
      return { step: 'waitForRefund', deadline: null, refundUntil: null };
    case 'paid': {
      const raceAhead = later(dates.raceDate, now);
      return raceAhead
        ? { step: 'pickup', deadline: raceAhead, refundUntil: later(dates.refundsCloseAt, now) }
        : { step: 'results', deadline: null, refundUntil: null };
    }
    default:
      return none;
  }
}
