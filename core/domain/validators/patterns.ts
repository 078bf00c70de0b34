import { EMAIL_DOMAIN_MAX, EMAIL_LOCAL_PART_MAX, URL_MAX_LENGTH } from '../constants';
import { asText } from './read';

/**
 * Regular expression sources of the rules that a JSON Schema `pattern` can express, so that the
 * build can compile event forms into standalone validators. All are anchored and valid with `u`.
 */
export const PATTERNS = {
  numeric: '^[+-]?(?:\\d+(?:\\.\\d+)?|\\.\\d+)$',
  alphaNumeric: '^\\w+$',
  email:
    `^[A-Za-z0-9._-]{1,${EMAIL_LOCAL_PART_MAX}}@(?=.{1,${EMAIL_DOMAIN_MAX}}$)` +
    '[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+){1,2}$',
  phone: '^(?:860?)?1[3-9]\\d{9}$',
  mobile: '^(?:860?)?1[34578]\\d{9}$',
  tel: '^[A-Za-z0-9-]{4,20}$',
  zipcode: '^[A-Za-z0-9]{4,20}$',
  nameSpelling: '^(?=.{1,100}$)[A-Z]+(?: [A-Z]+)*$',
  optionalCNO: '^[A-Z]{3}\\d{4}$',
  codeRule: '^\\d{6}$',
  onlyEnter: '^[A-Za-z ]+$',
  HKPass: '^[HM]\\d{8}$',
  url: `^(?=.{1,${URL_MAX_LENGTH - 1}}$)https?://[^\\s/?#]+\\.[^\\s/?#]+(?:[/?#]\\S*)?$`,
} as const;

export type PatternRuleName = keyof typeof PATTERNS;

/** The test and pattern of a rule that is nothing but its regular expression. */
export function patternRule(name: PatternRuleName): {
  test: (value: unknown) => boolean;
  pattern: string;
} {
  const pattern = PATTERNS[name];
  const regex = new RegExp(pattern, 'u');
  return {
    test: (value) => {
      const text = asText(value);
      return text !== null && regex.test(text);
    },
    pattern,
  };
}
