import { createHmac, timingSafeEqual } from 'node:crypto';
import { correctAnswers, wrongAnswers } from '../../core/domain/quiz';
import type { AppContext } from '../context';
import type { EventConfig } from '../events/catalog';
import { apiError } from '../http/errors';

/** Long enough to fill in the form after the quiz, short enough that a copied pass soon expires. */
export const GATE_PASS_TTL_SECONDS = 2 * 3600;

function signature(secret: string, eventId: number, runnerId: number, expires: number): string {
  return createHmac('sha256', secret)
    .update(`gate-pass:${eventId}:${runnerId}:${expires}`)
    .digest('base64url');
}

/**
 * The numbers of the questions answered wrongly (from 0), and when there are none a pass the
 * runner brings to `apply`: signed with the server's secret and bound to the runner, the event
 * and an expiry, so that no state is kept and the right answers never leave the server.
 */
export function checkAnswers(
  ctx: AppContext,
  runnerId: number,
  event: EventConfig,
  answers: readonly number[],
) {
  const correct = correctAnswers(event.gates);
  if (!correct) throw apiError('committeeDocumentNotFound');
  const wrong = wrongAnswers(correct, answers);
  if (wrong.length > 0) return { wrong };
  const expires = Math.floor(ctx.now().getTime() / 1000) + GATE_PASS_TTL_SECONDS;
  return {
    wrong,
    gatePass: `${expires}.${signature(ctx.secret, event.id, runnerId, expires)}`,
    expiresIn: GATE_PASS_TTL_SECONDS,
  };
}

/** Refuses a runner without a valid pass when the event has a quiz; other events need none. */
export function refuseWithoutGatePass(
  ctx: AppContext,
  runnerId: number,
  event: EventConfig,
  pass: string | undefined,
): void {
  if (!correctAnswers(event.gates)) return;
  const [expiresText = '', given = ''] = (pass ?? '').split('.');
  const expires = Number(expiresText);
  const expected = Buffer.from(signature(ctx.secret, event.id, runnerId, expires));
  const valid =
    /^\d{1,12}$/.test(expiresText) &&
    expires * 1000 > ctx.now().getTime() &&
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given), expected);
  if (!valid) throw apiError('gateNotPassed');
}
