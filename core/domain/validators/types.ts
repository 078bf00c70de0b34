/** A rule parameter as written in a config: a number for sizes and bounds, a regex source for match. */
export type RuleParam = string | number;

export interface ValidatorEntry {
  /** True when the value satisfies the rule. Empty values are the business of `required` alone. */
  readonly test: (value: unknown, param?: RuleParam) => boolean;
  /** i18next key (namespace `validation`) of the message shown when the test fails. */
  readonly messageKey: string;
  /**
   * Anchored ECMAScript regular expression source, valid with the `u` flag, equivalent to `test`.
   * Present only for rules a JSON Schema `pattern` can express on its own.
   */
  readonly pattern?: string;
  /** What the rule's parameter is, when it takes one. */
  readonly param?: 'integer' | 'pattern';
}
