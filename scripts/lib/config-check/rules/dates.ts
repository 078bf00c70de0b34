import type { CheckContext, Rule } from '../context.ts';
import { field } from '../json.ts';
import type { Problem } from '../problem.ts';

/** The moment a date-time text stands for, or undefined when it is not one (the schema says so). */
function moment(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/** Sign-up opens, closes, the draw follows, and all of it happens before the race starts. */
export const dateOrder: Rule = ({ events }: CheckContext) =>
  events.flatMap((event) => {
    const registration = field(event.value, 'registration');
    const lottery = field(registration, 'lottery');
    const dates = {
      opens: field(registration, 'opens'),
      closes: field(registration, 'closes'),
      drawAt: field(lottery, 'drawAt'),
      raceDate: field(event.value, 'raceDate'),
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
