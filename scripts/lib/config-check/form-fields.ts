import { ITEM, fieldLevels } from '../../../core/form/schema/walk.ts';
import { isObject, type JsonObject } from './json.ts';
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

const SCHEMA = '/form/schema';
const UI = '/form/uiSchema';

/** The uiSchema of a form's object or field, and its pointer: list entries sit under `items`. */
function uiAt(ui: unknown, path: readonly string[]): { ui: unknown; pointer: string } {
  const keys = path.map((segment) => (segment === ITEM ? 'items' : segment));
  const node = keys.reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), ui);
  return { ui: node, pointer: `${UI}${pointerOf(...keys)}` };
}

/**
 * Every level of fields in a form schema, outermost first, as the form core's one walker lists
 * them (properties, then/else, allOf/anyOf/oneOf, dependencies, $ref, nested objects and lists).
 */
export function formLevels(schema: unknown, ui: unknown): FormLevel[] {
  return fieldLevels(schema).map((level) => {
    const own = uiAt(ui, level.path);
    return {
      ui: own.ui,
      uiPointer: own.pointer,
      required: level.required.map(({ names, pointer }) => ({ names, pointer: SCHEMA + pointer })),
      fields: level.fields.map((field) => {
        const fieldUi = uiAt(ui, field.path);
        return {
          name: field.name,
          schema: field.schema,
          schemaPointer: SCHEMA + field.pointer,
          ui: fieldUi.ui,
          uiPointer: fieldUi.pointer,
        };
      }),
    };
  });
}

/** Names of the fields a level has, each once. */
export function fieldNames(level: FormLevel): string[] {
  return [...new Set(level.fields.map((f) => f.name))];
}
