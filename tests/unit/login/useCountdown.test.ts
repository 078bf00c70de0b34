import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useCountdown } from '../../../src/login/useCountdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('counts a resend wait down one second per 1000 ms tick, then stops at 0', () => {
  const { result } = renderHook(() => useCountdown());
  expect(result.current.left).toBe(0);

  act(() => result.current.start(60));
  expect(result.current.left).toBe(60);

  act(() => vi.advanceTimersByTime(999));
  expect(result.current.left).toBe(60);
  act(() => vi.advanceTimersByTime(1));
  expect(result.current.left).toBe(59);

  for (let second = 0; second < 59; second += 1) act(() => vi.advanceTimersByTime(1000));
  expect(result.current.left).toBe(0);
  act(() => vi.advanceTimersByTime(5000));
  expect(result.current.left).toBe(0);
});
