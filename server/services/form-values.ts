import { Ajv, type ValidateFunction } from 'ajv';
import type { EventConfig } from '../events/catalog';
import { apiError } from '../http/errors';

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
  return value as Record<string, unknown>;
}

// Formats and the config's own keywords (x-validate, x-role) are the client's business; the server
// checks structure: required fields, types, enums, lengths, patterns, conditionals.
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false, logger: false });
const validators = new WeakMap<object, ValidateFunction>();

function validatorFor(event: EventConfig): ValidateFunction {
  let validate = validators.get(event.form.schema);
  if (!validate) {
    validate = ajv.compile(event.form.schema);
    validators.set(event.form.schema, validate);
  }
  return validate;
}

/** Throws `invalidForm` naming the first field that does not fit the event's form schema. */
export function checkFormValues(event: EventConfig, values: Record<string, unknown>): void {
  const validate = validatorFor(event);
  if (validate(values)) return;
  const first = validate.errors?.[0];
  const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  const field = missing ?? first?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? '';
  throw apiError('invalidForm', { field: field || '?' });
}
