import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Server data of a screen: loading, failed (the API client has shown why), or ready. */
export type Remote<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; message: string; retry: () => void }
  | { status: 'ready'; value: T; reload: () => Promise<void> };

interface Settled<T> {
  run: object;
  state: Remote<T>;
}

/**
 * The one way a screen reads server data: `load` runs when the screen opens and again when `deps`
 * change (the screen shows loading meanwhile, never another id's data), its request is aborted
 * when the screen goes or `deps` change, a failure offers `retry`, and `reload` reads again after
 * an action while the screen keeps showing what it has. A 401 is the API client's business.
 */
export function useRemote<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
): Remote<T> {
  const [attempt, setAttempt] = useState(0);
  // A new object whenever the inputs change or a retry is asked for: it names the current run.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are the inputs of `load`
  const run = useMemo(() => ({}), [...deps, attempt]);
  const [settled, setSettled] = useState<Settled<T>>();
  const latest = useRef({ load, run });
  useEffect(() => {
    latest.current = { load, run };
  });
  const pending = useRef(new Set<AbortController>());

  const read = useCallback(async (forRun: object) => {
    const controller = new AbortController();
    pending.current.add(controller);
    const settle = (state: Remote<T>) => {
      if (!controller.signal.aborted) setSettled({ run: forRun, state });
    };
    try {
      const value = await latest.current.load(controller.signal);
      settle({ status: 'ready', value, reload: () => read(latest.current.run) });
    } catch (error) {
      settle({
        status: 'failed',
        error,
        message: error instanceof Error ? error.message : String(error),
        retry: () => setAttempt((n) => n + 1),
      });
    } finally {
      pending.current.delete(controller);
    }
  }, []);

  useEffect(() => {
    void read(run);
    const controllers = pending.current;
    return () => {
      for (const controller of controllers) controller.abort();
      controllers.clear();
    };
  }, [read, run]);

  return settled?.run === run ? settled.state : { status: 'loading' };
}
