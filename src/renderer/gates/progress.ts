import { resumeRoute, type Gates } from '../../../core/domain/gateSequence';
import { ApiError, SUB_CODE_GATE_NOT_PASSED } from '../../api/client';

/**
 * The gates a runner has passed for an event, kept for the browser tab's session (sessionStorage
 * key `gates:<eventId>`, a JSON array of gate types): the form checks it before it opens. The pass
 * the server gave for the quiz is kept beside it (`gatePass:<eventId>`) for `apply`, so that a
 * reload keeps both.
 */

function key(eventId: number): string {
  return `gates:${eventId}`;
}

export function passedGates(eventId: number): Set<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key(eventId)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((t) => typeof t === 'string') : []);
  } catch {
    // A value that is not ours (edited by hand) counts as nothing passed.
    return new Set();
  }
}

export function markGatePassed(eventId: number, type: string): void {
  const passed = passedGates(eventId);
  passed.add(type);
  sessionStorage.setItem(key(eventId), JSON.stringify([...passed]));
}

function passKey(eventId: number): string {
  return `gatePass:${eventId}`;
}

export function saveGatePass(eventId: number, pass: string): void {
  sessionStorage.setItem(passKey(eventId), pass);
}

/** The server's pass for the event's quiz, when the runner has answered it in this session. */
export function gatePassOf(eventId: number): string | undefined {
  return sessionStorage.getItem(passKey(eventId)) ?? undefined;
}

/**
 * Forgets the quiz as passed, with its pass, when the server no longer accepts the pass (it
 * expired, or was given to another login): the runner is sent back to answer it again.
 */
export function forgetGatePass(eventId: number, type: string): void {
  const passed = passedGates(eventId);
  passed.delete(type);
  sessionStorage.setItem(key(eventId), JSON.stringify([...passed]));
  sessionStorage.removeItem(passKey(eventId));
}

/**
 * Where a runner opening a sign-up form of the race (`here`, the form's route: a team role's, a
 * group's) belongs while one of its gates is not passed: that gate, which leads back to `here`
 * once the last is passed. Null when every gate is passed.
 */
export function gateAhead(event: { id: number; gates: Gates }, here: string): string | null {
  const route = resumeRoute(event.gates, passedGates(event.id), event.id, here);
  return route === here ? null : route;
}

/**
 * Sends a sign-up with the server's pass for the race's quiz. When the server no longer takes the
 * pass (it expired, or was given to another login) the quiz counts as not passed and the answer
 * is null: the form sends the runner back to it, and the draft keeps what they entered.
 */
export async function withGatePass<T>(
  eventId: number,
  send: (gatePass: string | undefined) => Promise<T>,
): Promise<T | null> {
  try {
    return await send(gatePassOf(eventId));
  } catch (error) {
    if (!(error instanceof ApiError) || error.subCode !== SUB_CODE_GATE_NOT_PASSED) throw error;
    forgetGatePass(eventId, 'answer');
    return null;
  }
}
