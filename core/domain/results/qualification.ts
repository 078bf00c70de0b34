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

/** The rule a finish can fail, in the order a runner improves on them: distance, then date, then time. */
export type QualificationGap = 'distance' | 'window' | 'time';

const CHECKS: readonly [
  QualificationGap,
  (f: Finish, r: QualificationRule, day: string) => boolean,
][] = [
  ['distance', (finish, rule) => finish.distanceKm >= rule.minDistanceKm],
  [
    'window',
    (finish, rule, day) => {
      const ranAt = new Date(finish.raceDate);
      return ranAt < new Date(day) && ranAt >= windowStart(day, rule.withinMonths);
    },
  ],
  [
    'time',
    (finish, rule) => {
      const limit = parseRaceTime(rule.maxNetTime);
      return limit !== null && finish.netSeconds <= limit;
    },
  ],
];

/** How far a finish gets through the checks: CHECKS.length when it qualifies. */
function checksPassed(finish: Finish, rule: QualificationRule, raceDate: string): number {
  const failed = CHECKS.findIndex(([, test]) => !test(finish, rule, raceDate));
  return failed === -1 ? CHECKS.length : failed;
}

/**
 * Whether a finish meets the rule of a race on `raceDate`: long enough, run in the window before
 * (never on or after) this race, and fast enough.
 */
export function qualifies(finish: Finish, rule: QualificationRule, raceDate: string): boolean {
  return checksPassed(finish, rule, raceDate) === CHECKS.length;
}

/**
 * The verdict on a runner's finishes: qualified, or what stands in the way — no finish at all, or
 * the rule the closest finish fails (the one that passed most checks), so the runner is told the
 * one thing to improve.
 */
export type QualificationVerdict =
  { qualified: true } | { qualified: false; gap: QualificationGap | 'noResult' };

export function qualification(
  finishes: readonly Finish[],
  rule: QualificationRule,
  raceDate: string,
): QualificationVerdict {
  const best = Math.max(-1, ...finishes.map((finish) => checksPassed(finish, rule, raceDate)));
  if (best === CHECKS.length) return { qualified: true };
  return { qualified: false, gap: best === -1 ? 'noResult' : CHECKS[best][0] };
}
