import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; data: T; reload: () => Promise<void> };

/** Server data for a page, reloadable after an action changed it; the API client shows failures. */
export function useLoaded<T>(load: (signal?: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const run = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const data = await load(signal);
        setState({ status: 'ready', data, reload: () => run() });
      } catch {
        if (signal?.aborted) return;
        setState({
          status: 'failed',
          retry: () => {
            setState({ status: 'loading' });
            void run();
          },
        });
      }
    },
    [load],
  );
  useEffect(() => {
    const controller = new AbortController();
    void run(controller.signal);
    return () => controller.abort();
  }, [run]);
  return state;
}
