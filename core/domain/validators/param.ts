import { asInteger } from './read';
import type { RuleParam } from './types';

/** A rule parameter that must be an integer; a broken config fails loudly instead of passing. */
function integerParam(rule: string, param: RuleParam | undefined): number {
  const bound = asInteger(param);
  if (bound === null) {
    throw new RangeError(`rule "${rule}" needs an integer parameter, got ${JSON.stringify(param)}`);
  }
  return bound;
}

/** A rule comparing a measure of the value (its length, its integer value) with an integer bound. */
export function boundRule(
  rule: string,
  measure: (value: unknown) => number | null,
  accepts: (measured: number, bound: number) => boolean,
): (value: unknown, param?: RuleParam) => boolean {
  return (value, param) => {
    const bound = integerParam(rule, param);
    const measured = measure(value);
    return measured !== null && accepts(measured, bound);
  };
}
