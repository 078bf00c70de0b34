/**
 * How fast a waiting room admits, as a share of its configured rate, following how fast the
 * server answers sign-ups: additive increase, multiplicative decrease. When the p99 of the apply
 * latencies of the last window passes the target the share halves, so the line slows before the
 * server does, and holds until a whole window of applies made at the new rate is judged;
 * otherwise it climbs back by a tenth of the configured rate per second, up to all of it. It never
 * falls below a floor, so the line always moves.
 */

/** How far back the latencies judged reach, and how long a halving is given to show. */
export const WINDOW_MS = 5_000;

/** The apply p99 the room protects: above it, admissions slow down. */
export const TARGET_P99_MS = 200;
/** Fewer samples than this say nothing about a p99, so they never slow the line. */
export const MIN_SAMPLES = 20;
export const FLOOR_SHARE = 0.1;
const DECREASE = 0.5;
/** Share of the configured rate regained per second while latencies are fine. */
const INCREASE_PER_SECOND = 0.1;

/** The 99th percentile (nearest rank) of the latencies, or null without any. */
export function p99(latencies: readonly number[]): number | null {
  if (latencies.length === 0) return null;
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.99) - 1];
}

/** Whether the latencies of a window call for slowing down. */
export function tooSlow(latencies: readonly number[]): boolean {
  return latencies.length >= MIN_SAMPLES && p99(latencies)! > TARGET_P99_MS;
}

/**
 * The share after a window of apply latencies (ms), `elapsedMs` after the previous decision and
 * `sinceHalvedMs` after the last halving: halved when the window is too slow, unless it still
 * holds applies made before the last halving; held while too few applies to judge include a slow
 * one; else raised in proportion to the time that passed.
 */
export function nextShare(
  share: number,
  latencies: readonly number[],
  elapsedMs: number,
  sinceHalvedMs: number,
): number {
  if (tooSlow(latencies)) {
    return sinceHalvedMs < WINDOW_MS ? share : Math.max(FLOOR_SHARE, share * DECREASE);
  }
  // Too few applies to judge a p99 still hold the rate when one of them was slow: a server that
  // finishes few applies, slowly, is no reason to admit faster.
  if (latencies.length < MIN_SAMPLES && latencies.some((ms) => ms > TARGET_P99_MS)) return share;
  return Math.min(1, share + (INCREASE_PER_SECOND * Math.max(0, elapsedMs)) / 1000);
}
