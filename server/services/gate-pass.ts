import { correctAnswers, wrongAnswers } from '../../core/domain/quiz';
import type { AppContext } from '../context';
import type { EventConfig } from '../events/catalog';
import { apiError } from '../http/errors';
import { readPass, signPass } from './signed-pass';

/** Long enough to fill in the form after the quiz, short enough that a copied pass soon expires. */
export const GATE_PASS_TTL_SECONDS = 2 * 3600;

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
    gatePass: signPass(ctx.secret, 'gate-pass', [event.id, runnerId], expires),
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
  const expires = readPass(ctx.secret, 'gate-pass', [event.id, runnerId], pass);
  const valid = expires !== null && expires * 1000 > ctx.now().getTime();
  if (!valid) throw apiError('gateNotPassed');
}
