/**
 * Order of the gate pages (statement, answer, alert …) an event config lists between the sign-up
 * button and the form. Each type appears at most once per event (the config schema says so).
 */
export interface GateRef {
  readonly type: string;
}

export type Gates = readonly GateRef[];

export function eventHomeRoute(eventId: number): string {
  return `/index/${eventId}`;
}

/** The sign-up form of the event, entered as a new sign-up. */
export function signFormRoute(eventId: number): string {
  return `/sign/${eventId}/1`;
}

/**
 * Gate pages keep their fixed paths (/statement, /answer …); the event travels in the query, and
 * so does `then`, the form the gates lead to when it is not the individual one (a team role's
 * form, a group's), e.g. `/statement?eventId=3001&then=%2Frole%2Fform%3F…`.
 */
export function gateRoute(type: string, eventId: number, then?: string): string {
  const query = new URLSearchParams({ eventId: String(eventId) });
  if (then) query.set('then', then);
  return `/${type}?${query}`;
}

/** The form a gate page leads to, from its `then` query: a route of the app, or none. */
export function gateExit(then: string | null): string | undefined {
  return then?.startsWith('/') && !then.startsWith('//') ? then : undefined;
}

/**
 * Route after `current` (null: from the event home): the next gate, or after the last the form
 * `then` names (the individual sign-up form without it).
 */
export function nextRoute(
  gates: Gates,
  current: string | null,
  eventId: number,
  then?: string,
): string | null {
  const index = current === null ? -1 : gates.findIndex((g) => g.type === current);
  if (current !== null && index === -1) return null;
  const next = gates[index + 1];
  return next ? gateRoute(next.type, eventId, then) : (then ?? signFormRoute(eventId));
}

/** Route back from `current` (null: from the form): the previous gate, or the event home. */
export function previousRoute(
  gates: Gates,
  current: string | null,
  eventId: number,
  then?: string,
): string | null {
  const index = current === null ? gates.length : gates.findIndex((g) => g.type === current);
  if (index === -1) return null;
  const previous = gates[index - 1];
  return previous ? gateRoute(previous.type, eventId, then) : eventHomeRoute(eventId);
}

/** A gate may be opened only when every gate before it has been passed. */
export function isGateReachable(gates: Gates, type: string, passed: ReadonlySet<string>): boolean {
  const index = gates.findIndex((g) => g.type === type);
  return index !== -1 && gates.slice(0, index).every((g) => passed.has(g.type));
}

/**
 * Where a runner who tries to skip ahead belongs: the first gate not passed, else the form `then`
 * names (the individual sign-up form without it).
 */
export function resumeRoute(
  gates: Gates,
  passed: ReadonlySet<string>,
  eventId: number,
  then?: string,
): string {
  const pending = gates.find((g) => !passed.has(g.type));
  return pending ? gateRoute(pending.type, eventId, then) : (then ?? signFormRoute(eventId));
}
