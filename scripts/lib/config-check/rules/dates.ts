import type { CheckContext, Rule } from '../context.ts';
import { field } from '../json.ts';
import type { Problem } from '../problem.ts';

/** The moment a date-time text stands for, or undefined when it is not one (the schema says so). */
function moment(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/** When the race's waiting room stops admitting by line, as a date-time text, if it has one. */
function waitingRoomEnd(registration: unknown): string | undefined {
  const opens = moment(field(registration, 'opens'));
  const minutes = field(field(registration, 'waitingRoom'), 'activeMinutes');
  if (opens === undefined || typeof minutes !== 'number') return undefined;
  return new Date(opens + minutes * 60_000).toISOString();
}

/**
 * Sign-up opens, closes, the draw follows, and all of it happens before the race starts; a waiting
 * room ends while sign-up is still open.
 */
export const dateOrder: Rule = ({ events }: CheckContext) =>
  events.flatMap((event) => {
    const registration = field(event.value, 'registration');
    const lottery = field(registration, 'lottery');
    const dates = {
      opens: field(registration, 'opens'),
      closes: field(registration, 'closes'),
      drawAt: field(lottery, 'drawAt'),
      raceDate: field(event.value, 'raceDate'),
      'opens + activeMinutes': waitingRoomEnd(registration),
    };
    const checks: [
      later: keyof typeof dates,
      pointer: string,
      earlier: keyof typeof dates,
      rule: string,
    ][] = [
      ['closes', '/registration/closes', 'opens', 'sign-up must close after it opens'],
      [
        'drawAt',
        '/registration/lottery/drawAt',
        'closes',
        'the draw must come after sign-up closes',
      ],
      ['raceDate', '/raceDate', 'closes', 'sign-up must close before the race starts'],
      ['raceDate', '/raceDate', 'drawAt', 'the draw must come before the race starts'],
      [
        'closes',
        '/registration/waitingRoom/activeMinutes',
        'opens + activeMinutes',
        'the waiting room must end before sign-up closes',
      ],
    ];
    const problems: Problem[] = [];
    for (const [later, pointer, earlier, rule] of checks) {
      const [a, b] = [moment(dates[later]), moment(dates[earlier])];
      if (a === undefined || b === undefined || a > b) continue;
      problems.push({
        file: event.file,
        pointer,
        message: `${rule}, but ${later} (${String(dates[later])}) is not later than ${earlier} (${String(dates[earlier])})`,
      });
    }
    return problems;
  });
