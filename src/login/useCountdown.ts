import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '../../core/domain/constants';

/** Seconds left of a countdown started with `start(seconds)`; 0 when none runs. */
export function useCountdown(tickMs: number = COUNTDOWN_TICK_MS) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), tickMs);
    return () => clearTimeout(timer);
  }, [left, tickMs]);
  return { left, start: setLeft };
}
