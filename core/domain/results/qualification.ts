import type { EventConfig } from '../../generated/config/event';
import { parseRaceTime } from './time';

export type QualificationRule = NonNullable<EventConfig['qualification']>;

/** A finish of the runner, as the results table and the race configs give it. */
export interface Finish {
  netSeconds: number;
  distanceKm: number;
  /** Race day and start of the race it was run in (ISO 8601 with offset). */
  raceDate: string;
}

/** The earliest race start that still counts: `withinMonths` calendar months before this race. */
export function windowStart(raceDate: string, withinMonths: number): Date {
  const start = new Date(raceDate);
  start.setUTCMonth(start.getUTCMonth() - withinMonths);
  return start;
}

/**
 * Whether a finish meets the rule of a race on `raceDate`: long enough, fast enough, and run in
 * the window before (never on or after) this race.
 */
export function qualifies(finish: Finish, rule: QualificationRule, raceDate: string): boolean {
  const limit = parseRaceTime(rule.maxNetTime);
  const ranAt = new Date(finish.raceDate);
  return (
    limit !== null &&
    finish.distanceKm >= rule.minDistanceKm &&
    finish.netSeconds <= limit &&
    ranAt < new Date(raceDate) &&
    ranAt >= windowStart(raceDate, rule.withinMonths)
  );
}
