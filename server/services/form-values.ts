import { pickText } from '../../core/form/localized';
import { isRecord } from '../../core/form/json';
import { checkFormValues, type FormEvent } from '../../core/form/validate/formChecker';
import { uiOf } from '../../core/form/validate/messages';
import { fieldKey, type FieldProblem } from '../../core/form/validate/problems';
import { problemText } from '../../core/form/validate/texts';
import { apiError } from '../http/errors';
import { guardInput } from '../http/input-guard';
import type { Lang } from '../i18n/index';

/** Parses a form-encoded field that carries a JSON object (form values). */
export function parseJsonObject(text: string, field: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw apiError('invalidJson', { field });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw apiError('invalidJson', { field });
  }
  // JSON escapes (\u0000) reach here undecoded by the request guard.
  return guardInput(value, field) as Record<string, unknown>;
}

/** A field as the runner knows it: its title in the form, else its name. */
export function fieldTitle(event: FormEvent, path: FieldProblem['path'], lang: Lang): string {
  const ui = uiOf(event.form.uiSchema, path);
  const title = isRecord(ui) ? pickText(ui['ui:title'], lang) : '';
  return title || fieldKey(path);
}

/**
 * The form values to store: normalised and checked exactly as the app checks them (the form
 * core's schema, checks and age limits). Anything refused throws `invalidForm` (400 40004) with
 * one entry per field, each with its message in the request's language.
 */
export function acceptFormValues(
  event: FormEvent,
  received: Record<string, unknown>,
  options: { partial?: boolean; tickets?: number[]; onlyFormFields?: boolean } = {},
): Record<string, unknown> {
  const { values, problems } = checkFormValues(event, received, options);
  if (problems.length === 0) return values;
  throw apiError(
    'invalidForm',
    (lang) => ({
      field: problems
        .map((problem) => fieldTitle(event, problem.path, lang))
        .join(lang === 'zh-CN' ? '、' : ', '),
    }),
    (lang) =>
      problems.map((problem) => ({
        field: fieldKey(problem.path),
        rule: problem.rule,
        message: problemText(problem, event.form.uiSchema, lang),
      })),
  );
}

/**
 * Stored values as they would be stored now (normalised, only the fields the form shows), so that
 * comparing them with an edit finds only what the runner changed, also in values stored before.
 */
export function asStoredNow(
  event: FormEvent,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  return checkFormValues(event, stored, { partial: true }).values;
}
