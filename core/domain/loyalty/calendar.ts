/**
 * Date arithmetic of the loyalty club, on China Standard Time (UTC+8, no daylight saving), so
 * month boundaries are where members see them whatever the clock of the machine running this.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Same day and time `months` later; a day the target month lacks becomes its last day. */
export function addMonths(date: Date, months: number): Date {
  const local = new Date(date.getTime() + CHINA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const day = local.getUTCDate();
  const timeOfDay = local.getTime() - Date.UTC(year, month, day);
  const lastDay = new Date(Date.UTC(year, month + months + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month + months, Math.min(day, lastDay)) + timeOfDay - CHINA_OFFSET_MS,
  );
}
