import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string; retry: () => void }
  | { status: 'ready'; value: T; reload: () => Promise<void> };

/**
 * Data of a page from one call, with the server's refusal kept for the page to show (the API
 * client has toasted it too), reloadable after an action changed it.
 */
export function useLoad<T>(
  call: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are the call's inputs
  const run = useCallback(call, deps);
  const load = useCallback(
    async (signal: AbortSignal) => {
      try {
        const value = await run(signal);
        setState({ status: 'ready', value, reload: () => load(new AbortController().signal) });
      } catch (error) {
        if (signal.aborted) return;
        setState({
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
          retry: () => {
            setState({ status: 'loading' });
            void load(new AbortController().signal);
          },
        });
      }
    },
    [run],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  return state;
}
