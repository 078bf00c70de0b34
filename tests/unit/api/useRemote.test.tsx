import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRemote } from '../../../src/api/useRemote';

/** A request the test answers by hand, remembering whether the screen gave up on it. */
function pendingRequests<T>() {
  const requests: {
    input: unknown;
    signal: AbortSignal;
    answer: (value: T) => void;
    fail: (error: Error) => void;
  }[] = [];
  const load = (input: unknown) => (signal: AbortSignal) =>
    new Promise<T>((answer, fail) => requests.push({ input, signal, answer, fail }));
  return { requests, load };
}

describe('useRemote', () => {
  it('shows loading, then what the server answered', async () => {
    const { requests, load } = pendingRequests<string>();
    const { result } = renderHook(() => useRemote(load(1), [1]));
    expect(result.current).toEqual({ status: 'loading' });
    act(() => requests[0].answer('first'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: 'first' }));
  });

  it('never shows the data of the previous input, and drops its request', async () => {
    const { requests, load } = pendingRequests<string>();
    const { result, rerender } = renderHook(({ id }) => useRemote(load(id), [id]), {
      initialProps: { id: 1 },
    });
    act(() => requests[0].answer('order 1'));
    await waitFor(() => expect(result.current).toMatchObject({ value: 'order 1' }));

    rerender({ id: 2 });
    expect(result.current).toEqual({ status: 'loading' });
    rerender({ id: 3 });
    expect(requests[1].signal.aborted).toBe(true);
    act(() => requests[1].answer('order 2'));
    act(() => requests[2].answer('order 3'));
    await waitFor(() => expect(result.current).toMatchObject({ value: 'order 3' }));
  });

  it('offers a retry after a failure, which loads again', async () => {
    const { requests, load } = pendingRequests<string>();
    const { result } = renderHook(() => useRemote(load(1), [1]));
    act(() => requests[0].fail(new Error('Server busy')));
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'failed', message: 'Server busy' }),
    );
    act(() => (result.current as { retry: () => void }).retry());
    expect(result.current).toEqual({ status: 'loading' });
    act(() => requests[1].answer('now'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: 'now' }));
  });

  it('reloads after an action while still showing what it has', async () => {
    const { requests, load } = pendingRequests<string>();
    const { result } = renderHook(() => useRemote(load(1), [1]));
    act(() => requests[0].answer('before'));
    await waitFor(() => expect(result.current).toMatchObject({ value: 'before' }));

    let reloaded = false;
    act(() => {
      void (result.current as { reload: () => Promise<void> }).reload().then(() => {
        reloaded = true;
      });
    });
    expect(result.current).toMatchObject({ status: 'ready', value: 'before' });
    act(() => requests[1].answer('after'));
    await waitFor(() => expect(reloaded).toBe(true));
    expect(result.current).toMatchObject({ status: 'ready', value: 'after' });
  });

  it('drops the request when the screen goes', () => {
    const { requests, load } = pendingRequests<string>();
    const { unmount } = renderHook(() => useRemote(load(1), [1]));
    unmount();
    expect(requests[0].signal.aborted).toBe(true);
  });
});
