import { isRecord, pointerOf, valueAtPointer, type JsonObject } from '../json';

/**
 * The one walk over a form's JSON Schema. Everything that lists a form's fields (the app, the
 * server, the config checker, the order summary) reads them through `fieldLevels`, so they all see
 * the same fields: those of `properties`, of the `then`/`else` branches, of `allOf`/`anyOf`/`oneOf`
 * entries, of `dependencies` and of internal `$ref`s, level by level down nested objects and the
 * items of lists.
 */

/** Stands for "each entry" of a list in a field's path: `["relay", ITEM, "name"]`. */
export const ITEM = '[]';

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
/** Keywords whose value maps names to subschemas (a `dependencies` entry may be a name list). */
const MAP_KEYS = [
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependencies',
] as const;

/** Calls `visit` with every schema object inside `node` (itself first) and its JSON Pointer. */
export function eachSubschema(
  node: unknown,
  visit: (schema: JsonObject, pointer: string) => void,
  pointer = '',
): void {
  if (!isRecord(node)) return;
  visit(node, pointer);
  for (const key of SCHEMA_KEYS) eachSubschema(node[key], visit, `${pointer}/${key}`);
  for (const key of LIST_KEYS) {
    const list = node[key];
    if (Array.isArray(list))
      list.forEach((item, i) => eachSubschema(item, visit, `${pointer}/${key}/${i}`));
  }
  for (const key of MAP_KEYS) {
    const map = node[key];
    if (!isRecord(map)) continue;
    for (const [name, sub] of Object.entries(map)) {
      eachSubschema(sub, visit, `${pointer}${pointerOf(key, name)}`);
    }
  }
  const { items } = node;
  if (Array.isArray(items))
    items.forEach((item, i) => eachSubschema(item, visit, `${pointer}/items/${i}`));
  else eachSubschema(items, visit, `${pointer}/items`);
}

/** One definition of a field; a field defined in two branches has two. */
export interface FieldDefinition {
  name: string;
  /** Property names from the form's top level down to the field; `ITEM` for each list entry. */
  path: string[];
  /** The definition, with an internal `$ref` followed. */
  schema: JsonObject;
  /** JSON Pointer of the definition inside the form schema, as written. */
  pointer: string;
}

/** The fields of one object of the form: the form itself, a nested group, or a list's entries. */
export interface FieldLevel {
  path: string[];
  /** JSON Pointer of the object's schema. */
  pointer: string;
  fields: FieldDefinition[];
  /** Every `required` list that applies to this object, with where it is written. */
  required: { names: unknown[]; pointer: string }[];
  /** The object also takes names it does not list (`patternProperties`, `additionalProperties`). */
  open: boolean;
}

/** The schema an internal `$ref` ("#/definitions/x") points at, merged with what is written beside it. */
export function followRef(
  root: unknown,
  node: JsonObject,
): { schema: JsonObject; pointer?: string } {
  const seen = new Set<string>();
  let schema = node;
  let pointer: string | undefined;
  while (typeof schema.$ref === 'string' && schema.$ref.startsWith('#') && !seen.has(schema.$ref)) {
    seen.add(schema.$ref);
    const target = valueAtPointer(root, schema.$ref);
    if (!isRecord(target)) break;
    pointer = schema.$ref.slice(1);
    const beside = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$ref'));
    schema = { ...target, ...beside };
  }
  return { schema, pointer };
}

/**
 * An object's schema and every conditional part of it, with their JSON Pointers: RJSF adds the
 * fields those parts define to the same object. The `if` schemas are conditions, not fields, so
 * they are left out.
 */
export function conditionalParts(
  root: unknown,
  node: JsonObject,
  pointer: string,
): [JsonObject, string][] {
  return branches(root, node, pointer);
}

function branches(root: unknown, node: JsonObject, pointer: string, refs = new Set<string>()) {
  const found: [JsonObject, string][] = [[node, pointer]];
  const add = (branch: unknown, at: string) => {
    if (isRecord(branch)) found.push(...branches(root, branch, at, refs));
  };
  if (typeof node.$ref === 'string' && !refs.has(node.$ref)) {
    refs.add(node.$ref);
    const { schema, pointer: target } = followRef(root, { $ref: node.$ref });
    if (target !== undefined) add(schema, target);
  }
  add(node.then, `${pointer}/then`);
  add(node.else, `${pointer}/else`);
  for (const key of LIST_KEYS) {
    const list = node[key];
    if (Array.isArray(list)) list.forEach((item, i) => add(item, `${pointer}/${key}/${i}`));
  }
  if (isRecord(node.dependencies)) {
    for (const [name, branch] of Object.entries(node.dependencies)) {
      add(branch, `${pointer}${pointerOf('dependencies', name)}`);
    }
  }
  return found;
}

/** An `additionalProperties` that lets other names in: written, and not `false`. */
function isOpen(additional: unknown): boolean {
  return additional !== undefined && additional !== false;
}

function hasFields(root: unknown, node: JsonObject): boolean {
  return branches(root, node, '').some(([branch]) => isRecord(branch.properties));
}

/** Every object of a form with its fields, the form itself first, nested objects after. */
export function fieldLevels(schema: unknown): FieldLevel[] {
  if (!isRecord(schema)) return [];
  const levels: FieldLevel[] = [];
  const visitLevel = (node: JsonObject, pointer: string, path: string[]) => {
    const level: FieldLevel = { path, pointer, fields: [], required: [], open: false };
    levels.push(level);
    for (const [branch, at] of branches(schema, node, pointer)) {
      if (isRecord(branch.patternProperties) || isOpen(branch.additionalProperties)) {
        level.open = true;
      }
      if (Array.isArray(branch.required)) {
        level.required.push({ names: branch.required, pointer: `${at}/required` });
      }
      if (!isRecord(branch.properties)) continue;
      for (const [name, definition] of Object.entries(branch.properties)) {
        if (!isRecord(definition)) continue;
        const field: FieldDefinition = {
          name,
          path: [...path, name],
          schema: followRef(schema, definition).schema,
          pointer: `${at}${pointerOf('properties', name)}`,
        };
        level.fields.push(field);
      }
    }
    // Nested objects and list entries come after the whole level, so outer fields list first.
    for (const field of level.fields) {
      if (hasFields(schema, field.schema)) visitLevel(field.schema, field.pointer, field.path);
      const items = field.schema.items;
      if (isRecord(items)) {
        const entry = followRef(schema, items).schema;
        if (hasFields(schema, entry))
          visitLevel(entry, `${field.pointer}/items`, [...field.path, ITEM]);
      }
    }
  };
  visitLevel(schema, '', []);
  return levels;
}

/** Every field definition of the form, at every level. */
export function formFields(schema: unknown): FieldDefinition[] {
  return fieldLevels(schema).flatMap((level) => level.fields);
}

/** Names of the fields of one object of the form (its top level by default), each once. */
export function fieldNames(schema: unknown, path: readonly string[] = []): string[] {
  const level = fieldLevels(schema).find((candidate) => samePath(candidate.path, path));
  return [...new Set(level?.fields.map((field) => field.name) ?? [])];
}

/** The definitions of the field at `path` (one per branch that defines it). */
export function definitionsOf(schema: unknown, path: readonly string[]): FieldDefinition[] {
  return formFields(schema).filter((field) => samePath(field.path, path));
}

function samePath(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((segment, i) => segment === b[i]);
}
