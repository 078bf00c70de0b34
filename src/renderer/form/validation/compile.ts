import type { RJSFSchema } from '@rjsf/utils';
import { PATTERN_RULE_KEY, patternOf, readRules } from './rules';
import { mapSchema } from './walk';

/**
 * The schema an event form is compiled from and rendered with: each field's first check that is a
 * regular expression becomes its JSON Schema `pattern`, so the precompiled validator runs it, and
 * `x-pattern-rule` records which check that was so its message can be shown. The other checks stay
 * in `x-validate` for the form's custom validation. Unknown checks fail the build.
 */
export function compileFormSchema(schema: RJSFSchema): RJSFSchema {
  return mapSchema(schema, (node) => {
    const rules = readRules(node);
    if (node.pattern !== undefined) return node;
    const index = rules.findIndex((rule) => patternOf(rule) !== null);
    if (index === -1) return node;
    return { ...node, pattern: patternOf(rules[index]), [PATTERN_RULE_KEY]: index };
  }) as RJSFSchema;
}
