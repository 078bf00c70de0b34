/** How a read started early ended, once it has. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A server read a route's loader started before the screen's code arrived. */
export interface Prefetched<T> {
  promise: Promise<T>;
  controller: AbortController;
  outcome?: Outcome<T>;
}

interface Entry extends Prefetched<unknown> {
  expires: number;
}

/**
 * A read nobody takes over is dropped after this long: the screen it was started for comes a
 * moment after its loader, and a later visit must read the server's word afresh.
 */
export const PREFETCH_TTL_MS = 10_000;

/**
 * How long a page may show the answer another page just had to the same read instead of asking
 * again: the page after the one that showed it (the gate after the event home) then opens at
 * once, showing what the runner has just seen; the pages that act on it (the form, apply) ask
 * again.
 */
export const RECENT_ANSWER_MS = 60_000;

/** Answers kept at most: those of the pages a runner went through last, oldest dropped first. */
export const MOST_ANSWERS = 50;

const entries = new Map<string, Entry>();
/** The last answer of each keyed read and when it came, for `prefetch`'s `reuseRecent`. */
const answers = new Map<string, { value: unknown; at: number }>();

/** Records the answer of read `key`, for the next page that may reuse it. */
export function rememberAnswer(key: string, value: unknown): void {
  // Set anew, so the map's order is the order the answers came in.
  answers.delete(key);
  answers.set(key, { value, at: Date.now() });
  const oldest = answers.keys().next().value;
  if (answers.size > MOST_ANSWERS && oldest !== undefined) answers.delete(oldest);
}

function recentAnswer(key: string): { value: unknown } | undefined {
  const answer = answers.get(key);
  return answer && Date.now() - answer.at <= RECENT_ANSWER_MS ? answer : undefined;
}

export interface PrefetchOptions {
  /** Drops the read when the navigation it was started for is given up. */
  signal?: AbortSignal;
  /** Takes an answer to the same read that came within `RECENT_ANSWER_MS` instead of asking. */
  reuseRecent?: boolean;
}

function live(key: string): Entry | undefined {
  const entry = entries.get(key);
  if (entry && entry.expires <= Date.now()) {
    entry.controller.abort();
    entries.delete(key);
    return undefined;
  }
  return entry;
}

/**
 * Starts the read `key` now, for the screen whose `useRemote(load, deps, { key })` takes it over.
 * The key must name everything the read depends on (its ids, the language of a text), so no
 * screen gets another id's data. A read already waiting under that key is kept.
 */
export function prefetch<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  { signal, reuseRecent = false }: PrefetchOptions = {},
): void {
  if (live(key)) return;
  const controller = new AbortController();
  const expires = Date.now() + PREFETCH_TTL_MS;
  // A reused answer keeps the time it came: reusing it does not make it any newer.
  const recent = reuseRecent ? recentAnswer(key) : undefined;
  if (recent) {
    const outcome = { ok: true, value: recent.value } as const;
    entries.set(key, { controller, expires, outcome, promise: Promise.resolve(recent.value) });
    return;
  }
  const entry: Entry = {
    controller,
    expires,
    promise: load(controller.signal).then(
      (value) => {
        entry.outcome = { ok: true, value };
        rememberAnswer(key, value);
        return value;
      },
      (error: unknown) => {
        entry.outcome = { ok: false, error };
        throw error;
      },
    ),
  };
  // A failure is the taking screen's to show; one nobody takes is not an unhandled rejection.
  entry.promise.catch(() => undefined);
  entries.set(key, entry);
  signal?.addEventListener('abort', () => {
    if (entries.get(key) !== entry) return;
    controller.abort();
    entries.delete(key);
  });
}

/** The outcome of read `key` if it has already come, leaving it for `takePrefetched`. */
export function prefetchedOutcome<T>(key: string): Outcome<T> | undefined {
  return live(key)?.outcome as Outcome<T> | undefined;
}

/** The read `key`, for the one screen that uses it: it is gone from here once taken. */
export function takePrefetched<T>(key: string): Prefetched<T> | undefined {
  const entry = live(key);
  entries.delete(key);
  return entry as Prefetched<T> | undefined;
}

/** Forgets every read started and answer kept, as a newly opened app has none. */
export function forgetReads(): void {
  for (const entry of entries.values()) entry.controller.abort();
  entries.clear();
  answers.clear();
}
