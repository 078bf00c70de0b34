import type { FieldProblem } from './validate/problems';

/** The race's age limits: the birth-date field, and the youngest and oldest age on race day. */
export interface AgeLimits {
  field: string;
  minimum?: number;
  maximum?: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of a race (`2027-12-08T07:30:00+08:00` → `2027-12-08`), as written, in the race's own time. */
export function raceDay(raceDate: string): string {
  return raceDate.slice(0, 10);
}

/** Completed years between a birth date and a day (both `YYYY-MM-DD`), or null when either is no date. */
export function ageOn(birthday: string, day: string): number | null {
  const born = DATE.exec(birthday);
  const on = DATE.exec(day);
  if (!born || !on) return null;
  const [, by, bm, bd] = born.map(Number);
  const [, y, m, d] = on.map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** `YYYY-MM-DD` of the day `years` before `day`; 29 February becomes 1 March in other years. */
function yearsBefore(day: string, years: number, plusDays = 0): string {
  const [, y, m, d] = DATE.exec(day)!.map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d + plusDays));
  return date.toISOString().slice(0, 10);
}

/**
 * The birth dates the limits allow, inclusive: from the day after someone turns `maximum + 1` to
 * the day someone turns `minimum`, both on race day. Without limits, a century before the race.
 */
export function birthDateRange(
  limits: Pick<AgeLimits, 'minimum' | 'maximum'> | undefined,
  raceDate: string,
): { earliest: string; latest: string } {
  const day = raceDay(raceDate);
  const maximum = limits?.maximum ?? 100;
  return {
    earliest: yearsBefore(day, maximum + 1, 1),
    latest: yearsBefore(day, limits?.minimum ?? 0),
  };
}

/** The age rule the birth date breaks, if it breaks one (a missing or malformed date is another rule's business). */
export function ageProblem(
  limits: AgeLimits | undefined,
  raceDate: string,
  values: Record<string, unknown>,
): FieldProblem | null {
  if (!limits) return null;
  const birthday = values[limits.field];
  const age = typeof birthday === 'string' ? ageOn(birthday, raceDay(raceDate)) : null;
  if (age === null) return null;
  if (limits.minimum !== undefined && age < limits.minimum) {
    return { path: [limits.field], rule: 'minAge', param: limits.minimum };
  }
  if (limits.maximum !== undefined && age > limits.maximum) {
    return { path: [limits.field], rule: 'maxAge', param: limits.maximum };
  }
  return null;
}
