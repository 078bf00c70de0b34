import type { FieldEntry } from '../generated/config/fields.ts';
import { isRecord, pointerOf, type JsonObject } from '../form/json.ts';
import { didYouMean } from './suggest.ts';

/**
 * The shared field library (configs/fields.json): a field many forms ask for (name, phone, ID …)
 * is defined once, with its texts in both languages, and a form names it by
 * `{"$ref": "fields:<entry>"}` in `form.schema.properties`. Every reader of a form (the checker,
 * the build, the server, the docs and the diff) sees the form with its references resolved by
 * this one function, so they can never disagree about what a reference means.
 */
export const FIELD_REF_PREFIX = 'fields:';
/** Where the library lives, relative to the configs folder. */
export const FIELD_LIBRARY_FILE = 'fields.json';

export type FieldEntries = Readonly<Record<string, FieldEntry>>;

/** Something wrong with a reference; `in` says whether the pointer is in the form or the library. */
export interface FieldRefProblem {
  in: 'form' | 'library';
  /** The form field being resolved, when the problem is met resolving one. */
  field?: string;
  pointer: string;
  message: string;
}

/** A form field taken from the library: the entry it names and the entries that one builds on. */
export interface FieldUse {
  field: string;
  entries: string[];
}

interface Resolved {
  schema: JsonObject;
  uiSchema: JsonObject;
  required: boolean;
  entries: string[];
}

const entryPointer = (name: string, ...rest: string[]) => pointerOf('fields', name, ...rest);

function refName(ref: unknown, entries: FieldEntries): { name?: string; message?: string } {
  const names = Object.keys(entries);
  if (typeof ref !== 'string' || !ref.startsWith(FIELD_REF_PREFIX)) {
    return {
      message: `a reference is written "fields:<entry>", like "fields:phone"; entries of configs/fields.json are: ${names.join(', ')}`,
    };
  }
  const name = ref.slice(FIELD_REF_PREFIX.length);
  if (Object.hasOwn(entries, name)) return { name };
  const guess = didYouMean(name, names).replace('"', `"${FIELD_REF_PREFIX}`);
  return {
    message: `configs/fields.json has no field "${name}"; its entries are: ${names.join(', ')}${guess}`,
  };
}

/** An entry with the entries it builds on (`$ref`) merged under it, or a problem in the library. */
function resolveEntry(
  name: string,
  entries: FieldEntries,
  chain: string[] = [],
): Resolved | FieldRefProblem {
  const entry = entries[name];
  if (entry.$ref === undefined) {
    return {
      schema: entry.schema ?? {},
      uiSchema: entry.uiSchema ?? {},
      required: entry.required ?? false,
      entries: [name],
    };
  }
  const target = refName(entry.$ref, entries);
  if (!target.name) {
    return { in: 'library', pointer: entryPointer(name, '$ref'), message: target.message! };
  }
  if ([...chain, name].includes(target.name)) {
    const loop = [...chain, name, target.name].map((n) => FIELD_REF_PREFIX + n).join(' → ');
    return {
      in: 'library',
      pointer: entryPointer(name, '$ref'),
      message: `the entries refer to each other in a circle (${loop}); let one of them write its own "schema" instead of a "$ref"`,
    };
  }
  const base = resolveEntry(target.name, entries, [...chain, name]);
  if ('message' in base) return base;
  return {
    schema: { ...base.schema, ...entry.schema },
    uiSchema: { ...base.uiSchema, ...entry.uiSchema },
    required: entry.required ?? base.required,
    entries: [name, ...base.entries],
  };
}

/**
 * Names for a narrowed `enum`: a form that offers only some of the library's choices keeps the
 * library's names of those choices, so it need not write them again.
 */
function narrowedNames(
  resolved: Resolved,
  choices: unknown[],
  at: string,
): { names?: unknown[]; problems: FieldRefProblem[] } {
  const all = resolved.schema.enum;
  const names = resolved.uiSchema['ui:enumNames'];
  if (!Array.isArray(all) || !Array.isArray(names)) return { problems: [] };
  const problems: FieldRefProblem[] = [];
  const picked = choices.map((choice, index) => {
    const position = all.findIndex((value) => JSON.stringify(value) === JSON.stringify(choice));
    if (position < 0) {
      problems.push({
        in: 'form',
        pointer: `${at}/enum/${index}`,
        message: `${JSON.stringify(choice)} is not a choice of ${FIELD_REF_PREFIX}${resolved.entries[0]}, so it has no name; choose from ${all.map((v) => JSON.stringify(v)).join(', ')}, or give the field its own "ui:enumNames" in uiSchema`,
      });
    }
    return names[position];
  });
  return { names: problems.length ? undefined : picked, problems };
}

/**
 * The form with every `{"$ref": "fields:<entry>", …}` of `schema.properties` replaced by the
 * library's field. The rule for local overrides: JSON Schema keywords written next to the `$ref`
 * replace the library's keyword of the same name (an `enum` there narrows the choices and keeps
 * their names), `"required": true|false` next to it replaces the entry's `required`, and the
 * form's `uiSchema.<field>` settings replace the library's settings of the same name. A field the
 * form lists in `schema.required` is required whatever the library says.
 */
export function resolveFieldRefs<Form>(
  form: Form,
  entries: FieldEntries,
): { form: Form; uses: FieldUse[]; problems: FieldRefProblem[] } {
  const schema = isRecord(form) ? form.schema : undefined;
  const properties = isRecord(schema) ? schema.properties : undefined;
  if (!isRecord(form) || !isRecord(schema) || !isRecord(properties) || !usesFieldLibrary(form)) {
    return { form, uses: [], problems: [] };
  }
  const uses: FieldUse[] = [];
  const problems: FieldRefProblem[] = [];
  const written = Array.isArray(schema.required) ? schema.required : undefined;
  const required = [...(written ?? [])];
  const uiSchema = isRecord(form.uiSchema) ? { ...form.uiSchema } : {};
  const resolvedProperties: JsonObject = {};
  for (const [field, property] of Object.entries(properties)) {
    if (!isRecord(property) || !('$ref' in property)) {
      resolvedProperties[field] = property;
      continue;
    }
    const at = pointerOf('schema', 'properties', field);
    const report = (problem: Omit<FieldRefProblem, 'field'>) =>
      problems.push({ ...problem, field });
    const { $ref, required: requiredHere, ...overrides } = property;
    const target = refName($ref, entries);
    const resolved = target.name
      ? resolveEntry(target.name, entries)
      : { in: 'form' as const, pointer: `${at}/$ref`, message: target.message! };
    if ('message' in resolved) {
      report(resolved);
      resolvedProperties[field] = overrides;
      continue;
    }
    uses.push({ field, entries: resolved.entries });
    resolvedProperties[field] = { ...resolved.schema, ...overrides };
    const ownUi = isRecord(uiSchema[field]) ? uiSchema[field] : {};
    const fieldUi = { ...resolved.uiSchema, ...ownUi };
    if (Array.isArray(overrides.enum) && !('ui:enumNames' in ownUi)) {
      const narrowed = narrowedNames(resolved, overrides.enum, at);
      narrowed.problems.forEach(report);
      if (narrowed.names) fieldUi['ui:enumNames'] = narrowed.names;
    }
    uiSchema[field] = fieldUi;
    const listed = required.includes(field);
    if (requiredHere === false && listed) {
      report({
        in: 'form',
        pointer: `${at}/required`,
        message: `"${field}" is also listed in schema.required; remove it there, or write "required": true here`,
      });
    } else if (requiredHere !== undefined && typeof requiredHere !== 'boolean') {
      report({
        in: 'form',
        pointer: `${at}/required`,
        message:
          'next to a "$ref", "required" is true or false: whether this form requires the field',
      });
    } else if ((requiredHere ?? resolved.required) && !listed) {
      required.push(field);
    }
  }
  const resolvedSchema: JsonObject = { ...schema, properties: resolvedProperties };
  if (required.length > 0 || written) resolvedSchema.required = required;
  return { form: { ...form, schema: resolvedSchema, uiSchema } as Form, uses, problems };
}

/** True when a form names the library at all, so a reader knows the library is one of its sources. */
export function usesFieldLibrary(form: unknown): boolean {
  const properties = isRecord(form) && isRecord(form.schema) ? form.schema.properties : undefined;
  return isRecord(properties) && Object.values(properties).some((p) => isRecord(p) && '$ref' in p);
}

/** Where an event config has forms: the event's own and each role's that gives one. */
export function formsOfEvent(event: unknown): { pointer: string; form: unknown }[] {
  if (!isRecord(event)) return [];
  const roles = Array.isArray(event.roles) ? event.roles : [];
  return [
    { pointer: '/form', form: event.form },
    ...roles.flatMap((role, index) =>
      isRecord(role) && role.form !== undefined
        ? [{ pointer: pointerOf('roles', index, 'form'), form: role.form }]
        : [],
    ),
  ];
}

/**
 * An event config with the library fields of all its forms resolved (the event's form and every
 * role's own form), by `resolveFieldRefs`. Each problem names the form it was met in (`form`, its
 * pointer); one in a form carries the pointer from the file's root (`/roles/3/form/schema/…`).
 * `uses` are by the pointer of the form they are in.
 */
export function resolveEventForms(
  event: unknown,
  entries: FieldEntries,
): {
  event: unknown;
  uses: { form: string; uses: FieldUse[] }[];
  problems: (FieldRefProblem & { form: string })[];
} {
  if (!isRecord(event)) return { event, uses: [], problems: [] };
  const uses: { form: string; uses: FieldUse[] }[] = [];
  const problems: (FieldRefProblem & { form: string })[] = [];
  let resolved: JsonObject = event;
  for (const { pointer, form } of formsOfEvent(event)) {
    const result = resolveFieldRefs(form, entries);
    problems.push(
      ...result.problems.map((problem) =>
        problem.in === 'form'
          ? { ...problem, form: pointer, pointer: `${pointer}${problem.pointer}` }
          : { ...problem, form: pointer },
      ),
    );
    if (result.uses.length === 0) continue;
    uses.push({ form: pointer, uses: result.uses });
    if (pointer === '/form') {
      resolved = { ...resolved, form: result.form };
    } else {
      const index = Number(pointer.split('/')[2]);
      const roles = [...(resolved.roles as unknown[])];
      roles[index] = { ...(roles[index] as JsonObject), form: result.form };
      resolved = { ...resolved, roles };
    }
  }
  return { event: resolved, uses, problems };
}
