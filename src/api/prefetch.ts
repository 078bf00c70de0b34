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

const entries = new Map<string, Entry>();

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
 * The key must name everything the read depends on (its ids), so no screen gets another id's
 * data. A read already waiting under that key is kept; `signal` (the loader's) drops the read
 * when the navigation is given up before the screen came.
 */
export function prefetch<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): void {
  if (live(key)) return;
  const controller = new AbortController();
  const entry: Entry = {
    controller,
    expires: Date.now() + PREFETCH_TTL_MS,
    promise: load(controller.signal).then(
      (value) => {
        entry.outcome = { ok: true, value };
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
