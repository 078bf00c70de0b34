import { describe, expect, it } from 'vitest';
import { FLOOR_SHARE, nextShare, p99 } from '../../../core/domain/admissionRate';

/** `count` latencies of `ms` each. */
const many = (count: number, ms: number) => Array.from({ length: count }, () => ms);

describe('admission rate', () => {
  it('takes the p99 as the nearest rank', () => {
    expect(p99([])).toBeNull();
    expect(p99([30])).toBe(30);
    expect(p99([...many(99, 10), 900])).toBe(10);
    expect(p99([...many(98, 10), 500, 900])).toBe(500);
  });

  it.each([
    // share before, the window of latencies (ms), ms since the last decision, ms since the last halving, share after
    ['fast sign-ups keep the full rate', 1, many(100, 80), 1000, Infinity, 1],
    ['a slow p99 halves the rate', 1, many(100, 250), 1000, Infinity, 0.5],
    ['a slow p99 halves it again a window later', 0.5, many(100, 250), 1000, 5000, 0.25],
    ['a halving is given a window to show', 0.5, many(100, 250), 1000, 4999, 0.5],
    ['it never falls below the floor', 0.15, many(100, 900), 1000, Infinity, FLOOR_SHARE],
    ['one slow sign-up in a hundred is within the p99', 1, [...many(99, 80), 5000], 1000, 0, 1],
    ['two slow in a hundred are not', 1, [...many(98, 80), 300, 300], 1000, Infinity, 0.5],
    ['exactly 200 ms is still fine', 0.5, many(50, 200), 1000, 0, 0.6],
    [
      'too few sign-ups to judge, one slow: the rate holds',
      0.5,
      [...many(18, 80), 900],
      1000,
      Infinity,
      0.5,
    ],
    [
      'too few sign-ups to judge, all fast: the rate rises',
      0.5,
      many(19, 200),
      1000,
      Infinity,
      0.6,
    ],
    ['fast sign-ups win back a tenth per second', 0.2, many(100, 50), 3000, 3000, 0.5],
    ['no sign-ups at all: the rate rises', 0.3, [], 2000, Infinity, 0.5],
    ['up to the configured rate, no further', 0.95, many(100, 50), 1000, Infinity, 1],
  ])('%s', (_, share, latencies, elapsedMs, sinceHalvedMs, after) => {
    expect(nextShare(share, latencies, elapsedMs, sinceHalvedMs)).toBeCloseTo(after, 10);
  });
});
