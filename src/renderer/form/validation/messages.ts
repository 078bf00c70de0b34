import type {
  CustomValidator,
  ErrorTransformer,
  FormValidation,
  RJSFSchema,
  RJSFValidationError,
  ValidatorType,
} from '@rjsf/utils';
import { checkRule, validators } from '../../../../core/domain/validators/registry';
import { activeRules, nodeAtPointer, type FieldPath } from './activeRules';
import { PATTERN_RULE_KEY, isRecord, readRules } from './rules';

/** i18next's `t`, reduced to what validation needs. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

interface MessageContext {
  schema: RJSFSchema;
  t: Translate;
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

/** The `x-validate` checks that a JSON Schema keyword cannot express, with messages from i18next. */
export function createCustomValidate(
  validator: ValidatorType<unknown, RJSFSchema>,
  { schema, t }: MessageContext,
): CustomValidator<unknown, RJSFSchema> {
  return (formData, errors) => {
    for (const { path, rule } of activeRules(validator, schema, formData)) {
      const value = path.reduce<unknown>(
        (node, key) => (isRecord(node) || Array.isArray(node) ? (node as never)[key] : undefined),
        formData,
      );
      const failure = checkRule(rule.name, value, rule.param);
      if (!failure) continue;
      handlerAt(errors, path).addError(t(failure.messageKey, failure.values));
    }
    return errors;
  };
}

/** Keywords of a compiled form schema and the rule whose message explains them. */
const KEYWORD_MESSAGES: Record<string, (limit: unknown) => [string, Record<string, unknown>?]> = {
  required: () => ['validation:required'],
  minLength: (limit) =>
    Number(limit) <= 1 ? ['validation:required'] : ['validation:minSize', { param: limit }],
  maxLength: (limit) => ['validation:maxSize', { param: limit }],
  minimum: (limit) => ['validation:min', { param: limit }],
  maximum: (limit) => ['validation:max', { param: limit }],
  minItems: () => ['validation:required'],
  enum: () => ['form:errors.choice'],
  const: () => ['form:errors.choice'],
};

function patternMessage(schema: RJSFSchema, schemaPath: string | undefined): string {
  const node = nodeAtPointer(schema, (schemaPath ?? '').replace(/\/pattern$/, ''));
  const index = isRecord(node) ? node[PATTERN_RULE_KEY] : undefined;
  const rule = typeof index === 'number' ? readRules(node)[index] : undefined;
  return rule ? validators[rule.name].messageKey : 'validation:match';
}

function messageOf(error: RJSFValidationError, schema: RJSFSchema, t: Translate): string {
  if (error.name === 'pattern') return t(patternMessage(schema, error.schemaPath));
  const explain = error.name ? KEYWORD_MESSAGES[error.name] : undefined;
  const [key, values] = explain ? explain(error.params?.limit) : ['validation:match'];
  return t(key, values);
}

/**
 * Ajv's messages in the runner's language: an empty required field reads 'Can not be empty', a
 * compiled pattern the message of its check. The `if` errors Ajv adds next to the error of the
 * branch itself are dropped.
 */
export function createTransformErrors({
  schema,
  t,
}: MessageContext): ErrorTransformer<unknown, RJSFSchema> {
  return (errors) =>
    errors
      .filter((error) => error.name !== 'if')
      .map((error) => {
        const message = messageOf(error, schema, t);
        return { ...error, message, stack: message };
      });
}
