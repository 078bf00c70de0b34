import { isValidatorName, validators } from '../../domain/validators/registry';
import { isRecord } from '../json';
import { isLocalizedText, type LocalizedText } from '../localized';
import { ITEM } from '../schema/walk';
import { schemaPathOf, type FieldProblem } from './problems';

/** The uiSchema option of a field that holds its own messages, by rule: `"ui:messages"`. */
export const MESSAGES_OPTION = 'ui:messages';

/** A message of the form texts (core/form/messages/<language>.json) with its values. */
export interface MessageRef {
  key: string;
  values: { param?: string | number };
}

/** Keywords of a form schema and the form text that explains them in a runner's words. */
const KEYWORD_TEXTS: Record<string, (limit: string | number | undefined) => string> = {
  required: () => 'required',
  minLength: (limit) => (Number(limit) <= 1 ? 'required' : 'minSize'),
  maxLength: () => 'maxSize',
  minimum: () => 'min',
  maximum: () => 'max',
  minItems: () => 'required',
  enum: () => 'choice',
  const: () => 'choice',
  consent: () => 'consent',
  minAge: () => 'minAge',
  maxAge: () => 'maxAge',
  additionalProperties: () => 'notInForm',
};

/** Every key of the form texts a problem can be said with: each check's, and each keyword's. */
export function messageKeys(): string[] {
  const keywords = Object.values(KEYWORD_TEXTS).flatMap((text) => [text(1), text(2)]);
  const checks = Object.values(validators).map((entry) =>
    entry.messageKey.replace(/^validation:/, ''),
  );
  return [...new Set([...checks, ...keywords, 'match'])];
}

/** The default message of a problem (the SPEC section 5 texts). */
export function defaultMessage({ rule, param }: FieldProblem): MessageRef {
  const key = isValidatorName(rule)
    ? validators[rule].messageKey.replace(/^validation:/, '')
    : (KEYWORD_TEXTS[rule]?.(param) ?? 'match');
  return { key, values: param === undefined ? {} : { param } };
}

/** The uiSchema node of the field at `path` (list entries under `items`, as RJSF reads it). */
export function uiOf(uiSchema: unknown, path: FieldProblem['path']): unknown {
  return schemaPathOf(path).reduce<unknown>(
    (node, segment) => (isRecord(node) ? node[segment === ITEM ? 'items' : segment] : undefined),
    uiSchema,
  );
}

/**
 * The config's own message for a field and rule (`"ui:messages": {"idCard": {…}}`), looked up by
 * the rule's name and then by the name of its default text (`required` also covers a
 * `minLength` of 1).
 */
export function customMessage(uiSchema: unknown, problem: FieldProblem): LocalizedText | undefined {
  const ui = uiOf(uiSchema, problem.path);
  const own = isRecord(ui) ? ui[MESSAGES_OPTION] : undefined;
  if (!isRecord(own)) return undefined;
  const message = own[problem.rule] ?? own[defaultMessage(problem).key];
  return isLocalizedText(message) ? message : undefined;
}

/** A message with its `{{name}}` placeholders filled in. */
export function interpolate(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
