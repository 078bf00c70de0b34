import type { ValidateFunction } from 'ajv';
import type { EventConfig } from '../../generated/config/event';
import { ageProblem } from '../ageLimits';
import { normaliseValues } from '../normalise';
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

/**
 * Checks form values the way the app does: normalised first, then the form's JSON Schema with
 * its `x-validate` checks (the same Ajv set-up the build compiles the app's validators with),
 * then the race's age limits. `partial` leaves missing fields alone, for values kept to fill a
 * form later (saved contacts).
 */
export function checkFormValues(
  event: FormEvent,
  received: Values,
  { partial = false }: { partial?: boolean } = {},
): CheckedValues {
  const values = normaliseValues(event.form, received);
  const validate = compileForm(event.form);
  const problems = validate(values) ? [] : fieldProblems(event.form.schema, validate.errors ?? []);
  const age = ageProblem(event.form.ageLimits, event.raceDate, values);
  if (age && !problems.some((problem) => fieldKey(problem.path) === fieldKey(age.path))) {
    problems.push(age);
  }
  const missing = (problem: FieldProblem) =>
    (problem.rule === 'required' || problem.rule === 'consent') && problem.path.length > 0;
  return { values, problems: partial ? problems.filter((problem) => !missing(problem)) : problems };
}
