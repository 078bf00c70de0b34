import { eachSubschema } from '../../../../core/form/schema/walk.ts';
import type { CheckContext, Rule } from '../context.ts';
import { field, isObject } from '../json.ts';
import type { Finding } from '../messages.ts';
import { pointerOf } from '../problem.ts';

/** What the JavaScript engine says about a broken regular expression, in plain words. */
const REASONS: [RegExp, string][] = [
  [/Unterminated group/, 'a "(" is never closed with ")"'],
  [/Unmatched '\)'/, 'a ")" closes no "("'],
  [/Unterminated character class/, 'a "[" is never closed with "]"'],
  [/Nothing to repeat/, 'a "*", "+", "?" or "{…}" follows nothing it could repeat'],
  [
    /Lone quantifier brackets/,
    'a "{" or "}" stands on its own; write "\\\\{" for the character itself',
  ],
  [/Incomplete quantifier/, 'a count in "{…}" is not finished'],
  [/numbers out of order/, 'a count such as {5,2} has its numbers the wrong way round'],
  [/Range out of order/, 'a range such as "z-a" inside "[…]" has its ends the wrong way round'],
  [
    /Invalid escape|Invalid (?:unicode|Unicode) escape|\\ at end of pattern/,
    'a backslash escape is not one this kind of expression knows; only escapes such as \\\\d, \\\\w, \\\\s or \\\\. work, and in JSON each backslash is written twice',
  ],
  [/Invalid group/, 'a group starts with "(?" followed by something that is no kind of group'],
  [
    /Invalid capture group name|Duplicate capture group name/,
    'a named group "(?<…>" has a name that is not allowed or used twice',
  ],
];

/** Why `source` is no regular expression, in plain words; null when it compiles. */
export function regexProblem(source: string): string | null {
  try {
    new RegExp(source, 'u');
    return null;
  } catch (error) {
    const said = (error as Error).message.replace(/^Invalid regular expression: \/.*\/u?: /s, '');
    const reason = REASONS.find(([pattern]) => pattern.test(said))?.[1] ?? said;
    return `this regular expression does not work: ${reason}`;
  }
}

/** Every regular expression of a form schema: `pattern`, `patternProperties` and `match` checks. */
function patternProblems(schema: unknown): Finding[] {
  const found: Finding[] = [];
  const check = (source: unknown, pointer: string) => {
    const problem = typeof source === 'string' ? regexProblem(source) : null;
    if (problem) found.push({ pointer, message: problem });
  };
  eachSubschema(schema, (node, pointer) => {
    const at = `/form/schema${pointer}`;
    check(node.pattern, `${at}/pattern`);
    if (isObject(node.patternProperties)) {
      for (const key of Object.keys(node.patternProperties)) {
        const problem = regexProblem(key);
        if (problem)
          found.push({
            pointer: `${at}${pointerOf('patternProperties', key)}`,
            at: 'key',
            message: problem,
          });
      }
    }
    const rules = node['x-validate'];
    const list = Array.isArray(rules) ? rules : [rules];
    list.forEach((rule, index) => {
      if (!isObject(rule) || rule.rule !== 'match') return;
      const ruleAt = Array.isArray(rules) ? `${at}/x-validate/${index}` : `${at}/x-validate`;
      check(rule.param, `${ruleAt}/param`);
    });
  });
  return found;
}

/** Whether a form has a regular expression that does not compile (other form checks then wait). */
export function hasBrokenPattern(schema: unknown): boolean {
  return patternProblems(schema).length > 0;
}

/**
 * Every regular expression of a form compiles, as JSON Schema reads it (Unicode mode); a broken
 * one is reported at the expression itself, saying what is wrong with it.
 */
export const formPatterns: Rule = ({ events }: CheckContext) =>
  events.flatMap((event) =>
    patternProblems(field(event.value, 'form', 'schema')).map((finding) => ({
      file: event.file,
      ...finding,
    })),
  );
