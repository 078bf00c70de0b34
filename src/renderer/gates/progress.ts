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
