import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T; reload: () => void }
  | { status: 'error'; error: unknown; reload: () => void };

/** Data a team page reads from the server, read again on `reload` (after a change). */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: Loaded<T> }>();
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = `${key}:${attempt}`;
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const controller = new AbortController();
    latest.current(controller.signal).then(
      (value) => setResult({ key: current, state: { status: 'ready', value, reload } }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setResult({ key: current, state: { status: 'error', error, reload } });
        }
      },
    );
    return () => controller.abort();
  }, [current, reload]);
  return result?.key === current ? result.state : { status: 'loading' };
}
