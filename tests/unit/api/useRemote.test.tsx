import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  MOST_ANSWERS,
  prefetch,
  PREFETCH_TTL_MS,
  RECENT_ANSWER_MS,
  rememberAnswer,
} from '../../../src/api/prefetch';
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

  it('shows the answer of the latest reload when an earlier one answers after it, and drops the earlier', async () => {
    const { requests, load } = pendingRequests<string>();
    const { result } = renderHook(() => useRemote(load(1), [1]));
    act(() => requests[0].answer('first picture'));
    await waitFor(() => expect(result.current).toMatchObject({ value: 'first picture' }));

    const reload = () => void (result.current as { reload: () => Promise<void> }).reload();
    act(reload);
    act(reload);
    expect(requests[1].signal.aborted).toBe(true);
    act(() => requests[2].answer('third picture'));
    await waitFor(() => expect(result.current).toMatchObject({ value: 'third picture' }));
    await act(async () => requests[1].answer('second picture'));
    expect(result.current).toMatchObject({ status: 'ready', value: 'third picture' });
  });

  it('drops the request when the screen goes', () => {
    const { requests, load } = pendingRequests<string>();
    const { unmount } = renderHook(() => useRemote(load(1), [1]));
    unmount();
    expect(requests[0].signal.aborted).toBe(true);
  });
});

describe('useRemote taking over a read started by the route', () => {
  let keys = 0;
  /** A key of its own per test: the reads started early outlive a rendered hook. */
  const freshKey = () => `order/${++keys}`;
  const neverAsked = () => () => Promise.reject(new Error('asked the server again'));

  it.each([
    { outcome: 'answered', settle: 'answer', expected: { status: 'ready', value: 'early' } },
    { outcome: 'refused', settle: 'fail', expected: { status: 'failed', message: 'Closed' } },
  ] as const)('shows a read already $outcome on the first render', async ({ settle, expected }) => {
    const early = pendingRequests<string>();
    const key = freshKey();
    prefetch(key, early.load(1));
    if (settle === 'answer') early.requests[0].answer('early');
    else early.requests[0].fail(new Error('Closed'));
    await Promise.resolve();

    const { result } = renderHook(() => useRemote(neverAsked(), [1], { key }));
    expect(result.current).toMatchObject(expected);
  });

  it('waits for a read still on its way instead of asking again', async () => {
    const early = pendingRequests<string>();
    const key = freshKey();
    prefetch(key, early.load(1));
    const { result } = renderHook(() => useRemote(neverAsked(), [1], { key }));
    expect(result.current).toEqual({ status: 'loading' });
    act(() => early.requests[0].answer('early'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: 'early' }));
    expect(early.requests).toHaveLength(1);
  });

  it('uses an early read once: the next screen with that key asks the server', async () => {
    const early = pendingRequests<string>();
    const later = pendingRequests<string>();
    const key = freshKey();
    prefetch(key, early.load(1));
    early.requests[0].answer('early');
    await Promise.resolve();
    renderHook(() => useRemote(later.load(1), [1], { key })).unmount();

    const { result } = renderHook(() => useRemote(later.load(1), [1], { key }));
    expect(result.current).toEqual({ status: 'loading' });
    act(() => later.requests[0].answer('fresh'));
    await waitFor(() => expect(result.current).toMatchObject({ value: 'fresh' }));
  });

  it('drops the early read when the screen goes before it is answered', () => {
    const early = pendingRequests<string>();
    const key = freshKey();
    prefetch(key, early.load(1));
    renderHook(() => useRemote(neverAsked(), [1], { key })).unmount();
    expect(early.requests[0].signal.aborted).toBe(true);
  });

  it('drops the early read when the navigation is given up before the screen comes', () => {
    const early = pendingRequests<string>();
    const later = pendingRequests<string>();
    const key = freshKey();
    const navigation = new AbortController();
    prefetch(key, early.load(1), { signal: navigation.signal });
    navigation.abort();
    expect(early.requests[0].signal.aborted).toBe(true);
    renderHook(() => useRemote(later.load(1), [1], { key }));
    expect(later.requests).toHaveLength(1);
  });

  it('asks the server again after a refused early read on retry', async () => {
    const early = pendingRequests<string>();
    const later = pendingRequests<string>();
    const key = freshKey();
    prefetch(key, early.load(1));
    early.requests[0].fail(new Error('Server busy'));
    await Promise.resolve();
    const { result } = renderHook(() => useRemote(later.load(1), [1], { key }));
    act(() => (result.current as { retry: () => void }).retry());
    expect(result.current).toEqual({ status: 'loading' });
    act(() => later.requests[0].answer('now'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: 'now' }));
  });

  it('never shows the early read of one id on the page of another', async () => {
    const early = pendingRequests<string>();
    const later = pendingRequests<string>();
    const keyOf = (id: number) => `race/${id}/${keys}`;
    freshKey();
    prefetch(keyOf(1), early.load(1));
    early.requests[0].answer('race 1');
    await Promise.resolve();
    const { result, rerender } = renderHook(
      ({ id }) => useRemote(later.load(id), [id], { key: keyOf(id) }),
      { initialProps: { id: 1 } },
    );
    expect(result.current).toMatchObject({ value: 'race 1' });

    rerender({ id: 2 });
    expect(result.current).toEqual({ status: 'loading' });
    act(() => later.requests[0].answer('race 2'));
    await waitFor(() => expect(result.current).toMatchObject({ value: 'race 2' }));
    expect(later.requests.map((request) => request.input)).toEqual([2]);
  });

  it('forgets an early read nobody took after a few seconds', () => {
    const early = pendingRequests<string>();
    const later = pendingRequests<string>();
    const key = freshKey();
    // The clock is held still: read twice, it could tick between the test and `prefetch`.
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      prefetch(key, early.load(1));
      clock.mockReturnValue(now + PREFETCH_TTL_MS);
      renderHook(() => useRemote(later.load(1), [1], { key }));
    } finally {
      vi.restoreAllMocks();
    }
    expect(early.requests[0].signal.aborted).toBe(true);
    expect(later.requests).toHaveLength(1);
  });
});

describe('a page showing the answer the page before had a moment ago', () => {
  let keys = 0;
  const freshKey = () => `race/${++keys}`;

  /** A page read `key` and the server answered it. */
  async function answeredBefore(key: string, value: string) {
    const before = pendingRequests<string>();
    const { result, unmount } = renderHook(() => useRemote(before.load(1), [1], { key }));
    act(() => before.requests[0].answer(value));
    await waitFor(() => expect(result.current).toMatchObject({ value }));
    unmount();
  }

  /** The next page, `age` ms later: its loader starts the read, then its screen takes it over. */
  function nextPage(key: string, reuseRecent: boolean, age = 0) {
    const later = pendingRequests<string>();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + age);
    try {
      prefetch(key, later.load(1), { reuseRecent });
      const { result } = renderHook(() => useRemote(later.load(1), [1], { key }));
      return { asked: later.requests.length, shown: result.current };
    } finally {
      vi.restoreAllMocks();
    }
  }

  it.each([
    { when: 'asked to, a moment later', reuseRecent: true, age: 0, asked: 0, shown: 'ready' },
    {
      when: 'asked to, near the end of the window',
      reuseRecent: true,
      age: RECENT_ANSWER_MS - 1000,
      asked: 0,
      shown: 'ready',
    },
    {
      when: 'asked to, past the window',
      reuseRecent: true,
      age: RECENT_ANSWER_MS + 1,
      asked: 1,
      shown: 'loading',
    },
    { when: 'not asked to (a home)', reuseRecent: false, age: 0, asked: 1, shown: 'loading' },
  ])('$when: asks the server $asked times', async ({ reuseRecent, age, asked, shown }) => {
    const key = freshKey();
    await answeredBefore(key, 'open');
    const page = nextPage(key, reuseRecent, age);
    expect(page.asked).toBe(asked);
    expect(page.shown.status).toBe(shown);
    if (shown === 'ready') expect(page.shown).toMatchObject({ value: 'open' });
  });

  it('does not make an answer newer by showing it again', async () => {
    const key = freshKey();
    await answeredBefore(key, 'open');
    expect(nextPage(key, true, RECENT_ANSWER_MS / 2).asked).toBe(0);
    expect(nextPage(key, true, RECENT_ANSWER_MS + 1).asked).toBe(1);
  });

  it('never reuses a refusal', async () => {
    const key = freshKey();
    const before = pendingRequests<string>();
    const { result, unmount } = renderHook(() => useRemote(before.load(1), [1], { key }));
    act(() => before.requests[0].fail(new Error('Server busy')));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'failed' }));
    unmount();
    expect(nextPage(key, true).asked).toBe(1);
  });

  it('remembers the answer of a read the loader started', async () => {
    const key = freshKey();
    const early = pendingRequests<string>();
    prefetch(key, early.load(1));
    const { result, unmount } = renderHook(() => useRemote(early.load(1), [1], { key }));
    act(() => early.requests[0].answer('full'));
    await waitFor(() => expect(result.current).toMatchObject({ value: 'full' }));
    unmount();
    const page = nextPage(key, true);
    expect(page.asked).toBe(0);
    expect(page.shown).toMatchObject({ status: 'ready', value: 'full' });
  });

  it('keeps the answers of the last pages only, the oldest dropped first', () => {
    const oldest = freshKey();
    rememberAnswer(oldest, 'first');
    const kept = Array.from({ length: MOST_ANSWERS - 1 }, () => freshKey());
    for (const key of kept) rememberAnswer(key, 'later');
    rememberAnswer(oldest, 'again');
    rememberAnswer(freshKey(), 'newest');
    // Answered again, the first key is among the newest: the oldest left is the one after it.
    expect(nextPage(oldest, true).asked).toBe(0);
    expect(nextPage(kept[0], true).asked).toBe(1);
    expect(nextPage(kept[1], true).asked).toBe(0);
  });
});
