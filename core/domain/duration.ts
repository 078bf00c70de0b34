function assertSeconds(seconds: number): void {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(`expected a non-negative number of seconds, got ${seconds}`);
  }
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A finishing time as hh:mm:ss. Fractions of a second are dropped, as official race times are
 * truncated; hours keep counting past 24 for ultra distances.
 */
export function formatDuration(seconds: number): string {
  assertSeconds(seconds);
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(whole % 60)}`;
}

/** A pace per kilometre as m'ss" (5'07"), rounded to the nearest second. */
export function formatPace(secondsPerKm: number): string {
  assertSeconds(secondsPerKm);
  const whole = Math.round(secondsPerKm);
  return `${Math.floor(whole / 60)}'${twoDigits(whole % 60)}"`;
}
