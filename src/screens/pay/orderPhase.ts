import { PayState, PayStatus } from '../../../core/domain/enums';
import type { Application } from '../../../core/generated/api';

/** Where an order stands for the runner; each phase has its own banner and actions. */
export type OrderPhase =
  | 'toPay'
  | 'waitDraw'
  | 'payNow'
  | 'expired'
  | 'notDrawn'
  | 'paid'
  | 'cancelled'
  | 'refunded'
  | 'other';

const REFUNDED = 2;

type PhaseInput = Pick<Application, 'payState' | 'payStatus' | 'refundStatus' | 'payDeadline'>;

/** The phase of an application: refunds and cancellations first, then payment, then the draw. */
export function orderPhase(app: PhaseInput, now: Date): OrderPhase {
  if (app.refundStatus === REFUNDED) return 'refunded';
  if (app.payState === PayState.REGOFF) return 'cancelled';
  if (app.payStatus === PayStatus.PAID) return 'paid';
  switch (app.payState) {
    case PayState.REGING:
      return 'toPay';
    case PayState.WAITDRAW:
      return 'waitDraw';
    case PayState.NODRAW:
      return 'notDrawn';
    case PayState.PAYNOW:
      return app.payDeadline && Date.parse(app.payDeadline) <= now.getTime() ? 'expired' : 'payNow';
    default:
      return 'other';
  }
}
