import { asText } from './read';
import type { RuleParam } from './types';

/**
 * The value matches the pattern given as parameter, read as JSON Schema reads `pattern`
 * (unanchored, `u` flag), so the same parameter can go into the compiled schema unchanged.
 */
export function matchesPattern(value: unknown, param?: RuleParam): boolean {
  if (typeof param !== 'string' || param === '') {
    throw new RangeError(`rule "match" needs a pattern parameter, got ${JSON.stringify(param)}`);
  }
  const text = asText(value);
  return text !== null && new RegExp(param, 'u').test(text);
}
