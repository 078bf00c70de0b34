import { isConsent } from './consent';
import { isIdCard } from './idCard';
import { maxInteger, minInteger } from './integer';
import { matchesPattern } from './match';
import { patternRule } from './patterns';
import { isEmpty, isFilled } from './required';
import { exactLength, maxSize, minSize } from './size';
import type { RuleParam, ValidatorEntry } from './types';

/**
 * Every form rule, keyed by the name a config uses in `"x-validate"`. The form core's Ajv keyword
 * runs `test` wherever a form is validated (the app's compiled validators, the server, the config
 * checker); `pattern` states the same rule as a regular expression where one can (the login page
 * and the tests use it).
 */
export const validators = {
  required: { test: isFilled, messageKey: 'validation:required' },
  idCard: { test: isIdCard, messageKey: 'validation:idCard' },
  consent: { test: isConsent, messageKey: 'validation:consent' },
  minSize: { test: minSize, messageKey: 'validation:minSize', param: 'integer' },
  maxSize: { test: maxSize, messageKey: 'validation:maxSize', param: 'integer' },
  length: { test: exactLength, messageKey: 'validation:length', param: 'integer' },
  min: { test: minInteger, messageKey: 'validation:min', param: 'integer' },
  max: { test: maxInteger, messageKey: 'validation:max', param: 'integer' },
  match: { test: matchesPattern, messageKey: 'validation:match', param: 'pattern' },
  numeric: { ...patternRule('numeric'), messageKey: 'validation:numeric' },
  alphaNumeric: { ...patternRule('alphaNumeric'), messageKey: 'validation:alphaNumeric' },
  email: { ...patternRule('email'), messageKey: 'validation:email' },
  phone: { ...patternRule('phone'), messageKey: 'validation:phone' },
  mobile: { ...patternRule('mobile'), messageKey: 'validation:mobile' },
  tel: { ...patternRule('tel'), messageKey: 'validation:tel' },
  zipcode: { ...patternRule('zipcode'), messageKey: 'validation:zipcode' },
  nameSpelling: { ...patternRule('nameSpelling'), messageKey: 'validation:nameSpelling' },
  optionalCNO: { ...patternRule('optionalCNO'), messageKey: 'validation:optionalCNO' },
  codeRule: { ...patternRule('codeRule'), messageKey: 'validation:codeRule' },
  onlyEnter: { ...patternRule('onlyEnter'), messageKey: 'validation:onlyEnter' },
  HKPass: { ...patternRule('HKPass'), messageKey: 'validation:HKPass' },
  url: { ...patternRule('url'), messageKey: 'validation:url' },
} as const satisfies Record<string, ValidatorEntry>;

export type ValidatorName = keyof typeof validators;

export function isValidatorName(name: string): name is ValidatorName {
  return Object.hasOwn(validators, name);
}

export interface RuleFailure {
  messageKey: string;
  /** Interpolation values for the message, e.g. `{ param: 6 }` for "at least {{param}} characters". */
  values: { param?: RuleParam };
}

/**
 * Applies one named rule to a field value. An empty value fails only `required`, so optional fields
 * may stay blank while whatever is entered must still be right.
 */
export function checkRule(
  name: ValidatorName,
  value: unknown,
  param?: RuleParam,
): RuleFailure | null {
  const entry: ValidatorEntry = validators[name];
  const passes =
    name === 'required' ? entry.test(value) : isEmpty(value) || entry.test(value, param);
  if (passes) return null;
  return { messageKey: entry.messageKey, values: param === undefined ? {} : { param } };
}
