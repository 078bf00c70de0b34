import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { PATTERN_RULE_KEY, isRecord, readRules, type RuleSpec } from './rules';

export type FieldPath = (string | number)[];

export interface FieldRule {
  path: FieldPath;
  rule: RuleSpec;
}

/** `#/definitions/a` → the node it points at inside `root`. */
export function nodeAtPointer(root: unknown, pointer: string): unknown {
  const segments = pointer.replace(/^#\/?/, '').split('/').filter(Boolean);
  return segments.reduce<unknown>(
    (node, segment) =>
      isRecord(node) || Array.isArray(node)
        ? (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')]
        : undefined,
    root,
  );
}

/**
 * The checks of `x-validate` that apply to `data`, with the path of the value each one reads: the
 * checks of every field, plus those of the `then` or `else` branch that the data selects, of
 * `dependencies` whose property is present and of each array item. The check a field's compiled
 * `pattern` already runs is left out. Branches of `anyOf`/`oneOf` are not followed.
 */
export function activeRules(
  validator: ValidatorType<unknown, RJSFSchema>,
  root: RJSFSchema,
  data: unknown,
): FieldRule[] {
  const found: FieldRule[] = [];
  const visit = (node: unknown, value: unknown, path: FieldPath): void => {
    if (!isRecord(node)) return;
    if (typeof node.$ref === 'string') visit(nodeAtPointer(root, node.$ref), value, path);
    const compiled = node[PATTERN_RULE_KEY];
    readRules(node).forEach((rule, index) => {
      if (index !== compiled) found.push({ path, rule });
    });
    if (isRecord(node.properties)) {
      for (const [key, sub] of Object.entries(node.properties)) {
        visit(sub, isRecord(value) ? value[key] : undefined, [...path, key]);
      }
    }
    if (Array.isArray(node.allOf)) node.allOf.forEach((sub) => visit(sub, value, path));
    if (isRecord(node.if)) {
      const holds = validator.isValid(node.if as RJSFSchema, value, root);
      visit(holds ? node.then : node.else, value, path);
    }
    if (isRecord(node.dependencies) && isRecord(value)) {
      for (const [key, dependency] of Object.entries(node.dependencies)) {
        if (value[key] !== undefined) visit(dependency, value, path);
      }
    }
    if (isRecord(node.items) && Array.isArray(value)) {
      value.forEach((item, index) => visit(node.items, item, [...path, index]));
    }
  };
  visit(root, data, []);
  return found;
}
