/**
 * Race times: read from results files as `h:mm:ss` (or `mm:ss`, with optional tenths that are
 * dropped, as timing companies print them) and shown as `hh:mm:ss`; pace as m'ss" per km.
 */

const TIME = /^(?:(\d{1,2}):)?([0-5]?\d):([0-5]\d)(?:[.,]\d+)?$/;

/** Whole seconds of a race time, or null when the text is not one. */
export function parseRaceTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes, seconds] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

const two = (value: number) => String(value).padStart(2, '0');

/** `hh:mm:ss`. */
export function formatRaceTime(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${two(hours)}:${two(minutes)}:${two(totalSeconds % 60)}`;
}

/** Seconds per km, rounded to the second: m'ss" (`5'41"`). */
export function formatPace(totalSeconds: number, distanceKm: number): string {
  const perKm = Math.round(totalSeconds / distanceKm);
  return `${Math.floor(perKm / 60)}'${two(perKm % 60)}"`;
}
