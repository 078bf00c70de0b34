import { isObject, objectItems, type JsonObject } from './json.ts';
import { pointerOf } from './problem.ts';

/** One field definition of a sign-up form, with the uiSchema that describes how it looks. */
export interface FormField {
  name: string;
  schema: JsonObject;
  schemaPointer: string;
  ui: unknown;
  uiPointer: string;
}

/** The fields of one object in the form (the form itself, or a nested group of fields). */
export interface FormLevel {
  fields: FormField[];
  /** Every "required" list that applies at this level, with where it is. */
  required: { names: unknown[]; pointer: string }[];
  ui: unknown;
  uiPointer: string;
}

/**
 * The schema itself and every conditional part of it (then/else, allOf/anyOf/oneOf, dependencies):
 * RJSF adds the fields those parts define to the same object, under the same uiSchema.
 */
function branches(node: JsonObject, pointer: string): [JsonObject, string][] {
  const found: [JsonObject, string][] = [[node, pointer]];
  for (const key of ['then', 'else']) {
    const branch = node[key];
    if (isObject(branch)) found.push(...branches(branch, `${pointer}/${key}`));
  }
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    for (const [branch, index] of objectItems(node[key])) {
      found.push(...branches(branch, `${pointer}/${key}/${index}`));
    }
  }
  if (isObject(node.dependencies)) {
    for (const [name, branch] of Object.entries(node.dependencies)) {
      if (isObject(branch))
        found.push(...branches(branch, `${pointer}${pointerOf('dependencies', name)}`));
    }
  }
  return found;
}

function uiOf(ui: unknown, key: string): unknown {
  return isObject(ui) ? ui[key] : undefined;
}

/** Every level of fields in a form schema, outermost first. */
export function formLevels(
  schema: unknown,
  ui: unknown,
  pointer = '/form/schema',
  uiPointer = '/form/uiSchema',
): FormLevel[] {
  if (!isObject(schema)) return [];
  const level: FormLevel = { fields: [], required: [], ui, uiPointer };
  for (const [branch, branchPointer] of branches(schema, pointer)) {
    if (Array.isArray(branch.required)) {
      level.required.push({ names: branch.required, pointer: `${branchPointer}/required` });
    }
    if (!isObject(branch.properties)) continue;
    for (const [name, definition] of Object.entries(branch.properties)) {
      if (!isObject(definition)) continue;
      level.fields.push({
        name,
        schema: definition,
        schemaPointer: `${branchPointer}${pointerOf('properties', name)}`,
        ui: uiOf(ui, name),
        uiPointer: `${uiPointer}${pointerOf(name)}`,
      });
    }
  }
  const nested = level.fields.flatMap((f) => [
    ...formLevels(f.schema.properties ? f.schema : undefined, f.ui, f.schemaPointer, f.uiPointer),
    ...formLevels(
      isObject(f.schema.items) && f.schema.items.properties ? f.schema.items : undefined,
      uiOf(f.ui, 'items'),
      `${f.schemaPointer}/items`,
      `${f.uiPointer}/items`,
    ),
  ]);
  return [level, ...nested];
}

/** Names of the fields a level has, each once. */
export function fieldNames(level: FormLevel): string[] {
  return [...new Set(level.fields.map((f) => f.name))];
}
