/**
 * The gates a runner has passed for an event, kept for the browser tab's session (sessionStorage
 * key `gates:<eventId>`, a JSON array of gate types): the form checks it before it opens.
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
