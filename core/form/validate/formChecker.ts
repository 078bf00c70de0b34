import type { ValidateFunction } from 'ajv';
import type { EventConfig } from '../../generated/config/event';
import { ageProblem } from '../ageLimits';
import { normaliseValues } from '../normalise';
import { fieldWithRole } from '../roles';
import { isRecord, pointerOf, pointerSegments, valueAtPointer } from '../json';
import { fieldLevels, fieldNames, ITEM } from '../schema/walk';
import { createFormAjv } from './ajv';
import { fieldKey, fieldProblems, type FieldProblem } from './problems';

type Values = Record<string, unknown>;

/** What of an event the checks of its form read. */
export type FormEvent = Pick<EventConfig, 'form' | 'raceDate'>;

export interface CheckedValues {
  /** The values as normalised, which is what was checked and what may be stored. */
  values: Values;
  /** One per field, empty when the values pass. */
  problems: FieldProblem[];
}

let ajv: ReturnType<typeof createFormAjv> | undefined;
const compiled = new WeakMap<object, ValidateFunction>();

/** The form's validator; throws when the form does not compile (the config checker says why). */
export function compileForm(form: FormEvent['form']): ValidateFunction {
  let validate = compiled.get(form.schema);
  if (!validate) {
    ajv ??= createFormAjv();
    validate = ajv.compile(form.schema);
    compiled.set(form.schema, validate);
  }
  return validate;
}

/** The ticket field naming other tickets than the sign-up pays for. */
function ticketProblem(
  form: FormEvent['form'],
  values: Values,
  tickets: number[],
): FieldProblem | null {
  const field = fieldWithRole(form.schema, 'ticket');
  if (!field || values[field.name] === undefined) return null;
  const chosen = [values[field.name]].flat();
  const same =
    chosen.length === tickets.length && chosen.every((id) => tickets.includes(id as number));
  return same ? null : { path: [field.name], rule: 'enum' };
}

/** A value for a field the form does not have (top level, conditional fields included). */
function fieldsOutside(form: FormEvent['form'], values: Values): FieldProblem[] {
  const names = new Set(fieldNames(form.schema));
  return Object.keys(values)
    .filter((name) => !names.has(name))
    .map((name) => ({ path: [name], rule: 'additionalProperties' }));
}

const conditions = new WeakMap<object, ValidateFunction>();

/** Whether `values` meet an `if`; one that cannot be compiled on its own counts as met. */
function meets(condition: unknown, values: Values): boolean {
  if (!isRecord(condition)) return true;
  let validate = conditions.get(condition);
  if (!validate) {
    try {
      ajv ??= createFormAjv();
      validate = ajv.compile(condition);
    } catch {
      return true;
    }
    conditions.set(condition, validate);
  }
  return validate(values);
}

/**
 * Whether the definition of a field at `pointer` applies to an object's `values`: each `then`
 * or `else` it is written in has its condition met or not, and each `dependencies` entry has its
 * field filled in. Parts of `anyOf`/`oneOf` and definitions reached through `$ref` count as shown.
 */
function shownBy(schema: unknown, level: string, pointer: string, values: Values): boolean {
  if (!pointer.startsWith(`${level}/`)) return true;
  const segments = pointerSegments(pointer.slice(level.length));
  let at = level;
  for (const [index, segment] of segments.entries()) {
    // A nested object is a level of its own, with its own values.
    if (segments[index - 1] === 'properties') return true;
    if (segment === 'then' || segment === 'else') {
      const met = meets(valueAtPointer(schema, `${at}/if`), values);
      if (met !== (segment === 'then')) return false;
    }
    if (segments[index - 1] === 'dependencies' && values[segment] === undefined) return false;
    at += pointerOf(segment);
  }
  return true;
}

/**
 * The values without those for fields the form does not have, at every level of it (nested
 * groups and list entries too), nor for fields of a condition that does not hold: the app checks
 * only the fields it shows, so anything else (a field hidden again by a later choice, one dropped
 * from the config since a draft was saved, or one sent by hand) was never checked and is not
 * stored. An object that takes names it does not list keeps them, as its schema checks them.
 */
function formFieldsOnly(form: FormEvent['form'], values: Values): Values {
  const { schema, nationalId } = form;
  // What the ID number fills in was derived from a checked number, shown or not.
  const derived = [nationalId?.birthday, nationalId?.gender];
  const key = (path: readonly string[]) => JSON.stringify(path);
  const levels = new Map(fieldLevels(schema).map((level) => [key(level.path), level]));
  const keep = (value: unknown, path: string[]): unknown => {
    if (Array.isArray(value)) {
      const entries = [...path, ITEM];
      return levels.has(key(entries)) ? value.map((item) => keep(item, entries)) : value;
    }
    const level = levels.get(key(path));
    if (!level || !isRecord(value)) return value;
    const names = new Set(
      level.fields
        .filter((field) => shownBy(schema, level.pointer, field.pointer, value))
        .map((field) => field.name),
    );
    if (path.length === 0) for (const name of derived) if (name) names.add(name);
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => level.open || names.has(name))
        .map(([name, item]) => [name, keep(item, [...path, name])]),
    );
  };
  return keep(values, []) as Values;
}

/**
 * Checks form values the way the app does: normalised first, then the form's JSON Schema with
 * its `x-validate` checks (the same Ajv set-up the build compiles the app's validators with),
 * then the race's age limits, and, given the `tickets` a sign-up pays for, that its ticket field
 * names those. `partial` leaves missing fields alone, for values kept to fill a form later
 * (saved contacts). `onlyFormFields` refuses values for fields the form does not have, so a team
 * member cannot store a field only another role's form asks for; otherwise such values are left
 * out of what is checked and stored.
 */
export function checkFormValues(
  event: FormEvent,
  received: Values,
  {
    partial = false,
    tickets,
    onlyFormFields = false,
  }: { partial?: boolean; tickets?: number[]; onlyFormFields?: boolean } = {},
): CheckedValues {
  const normalised = normaliseValues(event.form, received);
  const values = formFieldsOnly(event.form, normalised);
  const validate = compileForm(event.form);
  const problems = validate(values) ? [] : fieldProblems(event.form.schema, validate.errors ?? []);
  const extra = [
    ageProblem(event.form.ageLimits, event.raceDate, values),
    tickets ? ticketProblem(event.form, values, tickets) : null,
    ...(onlyFormFields ? fieldsOutside(event.form, normalised) : []),
  ];
  for (const problem of extra) {
    if (problem && !problems.some((known) => fieldKey(known.path) === fieldKey(problem.path))) {
      problems.push(problem);
    }
  }
  const missing = (problem: FieldProblem) =>
    (problem.rule === 'required' || problem.rule === 'consent') && problem.path.length > 0;
  return { values, problems: partial ? problems.filter((problem) => !missing(problem)) : problems };
}
