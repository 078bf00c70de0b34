import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  prefetchedOutcome,
  rememberAnswer,
  takePrefetched,
  type Outcome,
  type Prefetched,
} from './prefetch';

/** Server data of a screen: loading, failed (the API client has shown why), or ready. */
export type Remote<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; message: string; retry: () => void }
  | { status: 'ready'; value: T; reload: () => Promise<void> };

export interface RemoteOptions {
  /**
   * The key under which the route's loader started this read (`prefetch`): the screen takes it
   * over instead of asking again. It names the read's ids, like `deps`.
   */
  key?: string;
}

interface Settled<T> {
  run: object;
  outcome: Outcome<T>;
}

/**
 * The one way a screen reads server data: `load` runs when the screen opens and again when `deps`
 * change (the screen shows loading meanwhile, never another id's data), its request is aborted
 * when the screen goes, `deps` change or a newer read starts, a failure offers `retry`, and
 * `reload` reads again after an action while the screen keeps showing what it has. A 401 is the
 * API client's business.
 * With a `key`, a read the route's loader started early is taken over: already answered, the
 * screen shows it on its first render; still on its way, it is awaited rather than sent again.
 * Every answer of a keyed read is remembered for the next page (`prefetch`'s `reuseRecent`).
 */
export function useRemote<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  { key }: RemoteOptions = {},
): Remote<T> {
  const [attempt, setAttempt] = useState(0);
  // A new object whenever the inputs change or a retry is asked for: it names the current run.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are the inputs of `load`
  const run = useMemo(() => ({}), [...deps, key, attempt]);
  const [settled, setSettled] = useState<Settled<T> | undefined>(() => {
    const outcome = key === undefined ? undefined : prefetchedOutcome<T>(key);
    return outcome && { run, outcome };
  });
  // The run shown at once from a finished early read: nothing is left to ask for it.
  const answeredEarly = useRef(settled?.run);
  const latest = useRef({ load, run, key });
  useEffect(() => {
    latest.current = { load, run, key };
  });
  const pending = useRef(new Set<AbortController>());

  const read = useCallback(async (forRun: object, started?: Prefetched<T>) => {
    // A newer read replaces one still on its way (two quick reloads): the earlier answer may come
    // last and is older than the newer one's.
    for (const earlier of pending.current) earlier.abort();
    pending.current.clear();
    const controller = started?.controller ?? new AbortController();
    pending.current.add(controller);
    const settle = (outcome: Outcome<T>) => {
      if (!controller.signal.aborted) setSettled({ run: forRun, outcome });
    };
    try {
      const { load: loadNow, key: keyNow } = latest.current;
      const value = await (started?.promise ?? loadNow(controller.signal));
      if (!started && keyNow !== undefined) rememberAnswer(keyNow, value);
      settle({ ok: true, value });
    } catch (error) {
      settle({ ok: false, error });
    } finally {
      pending.current.delete(controller);
    }
  }, []);

  useEffect(() => {
    const started = key === undefined ? undefined : takePrefetched<T>(key);
    if (run !== answeredEarly.current) void read(run, started);
    const controllers = pending.current;
    return () => {
      for (const controller of controllers) controller.abort();
      controllers.clear();
    };
  }, [read, run, key]);

  return useMemo((): Remote<T> => {
    if (settled?.run !== run) return { status: 'loading' };
    const { outcome } = settled;
    if (outcome.ok) {
      return { status: 'ready', value: outcome.value, reload: () => read(latest.current.run) };
    }
    const { error } = outcome;
    return {
      status: 'failed',
      error,
      message: error instanceof Error ? error.message : String(error),
      retry: () => setAttempt((n) => n + 1),
    };
  }, [settled, run, read]);
}
