import { checkRule, type ValidatorName } from '../../domain/validators/registry';
import type { RuleParam } from '../../domain/validators/types';

/**
 * Whether `value` fails the form check `name`: what the `x-validate` keyword runs, in the
 * server's and the checker's Ajv and in the validators the build compiles for the app alike.
 */
export function failsCheck(value: unknown, name: ValidatorName, param?: RuleParam): boolean {
  return checkRule(name, value, param) !== null;
}
