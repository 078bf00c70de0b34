import { isRecord } from './rules';

/** Keywords whose value is one subschema. */
const SCHEMA_KEYS = [
  'additionalProperties',
  'additionalItems',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'propertyNames',
] as const;
/** Keywords whose value is a list of subschemas. */
const LIST_KEYS = ['allOf', 'anyOf', 'oneOf'] as const;
/** Keywords whose value maps names to subschemas. */
const MAP_KEYS = [
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependencies',
] as const;

/**
 * A copy of a JSON Schema with `visit` applied to every node, innermost first. Property-name lists
 * (`required`, array `dependencies`) and other values are copied as they are.
 */
export function mapSchema(
  node: unknown,
  visit: (node: Record<string, unknown>) => Record<string, unknown>,
): unknown {
  if (!isRecord(node)) return node;
  const copy: Record<string, unknown> = { ...node };
  for (const key of SCHEMA_KEYS) {
    if (key in copy) copy[key] = mapSchema(copy[key], visit);
  }
  for (const key of LIST_KEYS) {
    const list = copy[key];
    if (Array.isArray(list)) copy[key] = list.map((item) => mapSchema(item, visit));
  }
  for (const key of MAP_KEYS) {
    const map = copy[key];
    if (isRecord(map)) {
      copy[key] = Object.fromEntries(
        Object.entries(map).map(([name, sub]) => [name, mapSchema(sub, visit)]),
      );
    }
  }
  const { items } = copy;
  if (Array.isArray(items)) copy.items = items.map((item) => mapSchema(item, visit));
  else if (items !== undefined) copy.items = mapSchema(items, visit);
  return visit(copy);
}
