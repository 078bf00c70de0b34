import type {
  CustomValidator,
  ErrorTransformer,
  FormValidation,
  RJSFValidationError,
} from '@rjsf/utils';
import { ageProblem } from '../../../../core/form/ageLimits';
import { pickText } from '../../../../core/form/localized';
import type { FormEvent } from '../../../../core/form/validate/formChecker';
import {
  customMessage,
  defaultMessage,
  interpolate,
} from '../../../../core/form/validate/messages';
import {
  isWrapperError,
  problemOf,
  type FieldPath,
  type FieldProblem,
} from '../../../../core/form/validate/problems';

/** i18next's `t`, reduced to what validation needs. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

interface MessageContext {
  event: FormEvent;
  t: Translate;
  language: string;
}

/** A problem in words: the field's own message from the config, else the form text of the rule. */
export function problemMessage(
  problem: FieldProblem,
  { event, t, language }: MessageContext,
): string {
  const { key, values } = defaultMessage(problem);
  const own = customMessage(event.form.uiSchema, problem);
  return own ? interpolate(pickText(own, language), values) : t(`validation:${key}`, values);
}

/** `.relay.0.name` (RJSF's property of an error) → `['relay', 0, 'name']`. */
function pathOfProperty(property: string | undefined): FieldPath {
  return (property ?? '')
    .split('.')
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** RJSF builds error handlers from the data, so a field without a value may have none yet. */
function handlerAt(errors: FormValidation, path: FieldPath): FormValidation {
  return path.reduce<FormValidation>((node, key) => {
    const parent = node as unknown as Record<string | number, FormValidation | undefined>;
    parent[key] ??= newHandler();
    return parent[key];
  }, errors);
}

function newHandler(): FormValidation {
  const messages: string[] = [];
  return {
    __errors: messages,
    addError: (message: string) => void messages.push(message),
  } as FormValidation;
}

/** The race's rules beyond the form schema (its age limits), as the server applies them too. */
export function createCustomValidate(context: MessageContext): CustomValidator {
  return (formData, errors) => {
    const { form, raceDate } = context.event;
    const problem = ageProblem(
      form.ageLimits,
      raceDate,
      (formData ?? {}) as Record<string, unknown>,
    );
    if (problem) handlerAt(errors, problem.path).addError(problemMessage(problem, context));
    return errors;
  };
}

/**
 * Ajv's errors in the runner's language: each in the words of its rule (an empty required field
 * reads 'Can not be empty', an `x-validate` check its own text, a must-tick consent 'Please agree
 * to the terms'), or of the field's own message. The errors of `if` and the like, which only say
 * that a part failed, are dropped: the part's own error says what.
 */
export function createTransformErrors(context: MessageContext): ErrorTransformer {
  // Every field left validates the whole form again, and an empty form has dozens of errors;
  // wording one means walking the schema and translating, so each error is worded once.
  const worded = new Map<string, string>();
  const wordOf = (error: RJSFValidationError): string => {
    const key = `${error.name}\u0000${error.property}\u0000${JSON.stringify(error.params)}`;
    let message = worded.get(key);
    if (message === undefined) {
      const path = pathOfProperty(error.property);
      const problem = problemOf(context.event.form.schema, path, error.name ?? '', error.params);
      message = problemMessage(problem, context);
      worded.set(key, message);
    }
    return message;
  };
  return (errors) =>
    errors
      .filter((error) => !isWrapperError(error.name))
      .map((error: RJSFValidationError) => {
        const message = wordOf(error);
        return { ...error, message, stack: message };
      });
}
