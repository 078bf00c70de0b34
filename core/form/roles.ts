import { isRecord, type JsonObject } from './json';
import { formFields } from './schema/walk';

/** Marks what a field means to the app, whatever the config calls it. */
export const ROLE_KEY = 'x-role';

/**
 * Roles the app acts on (`"x-role"` on a form field): the ticket and country feed the price,
 * `beans` (loyalty beans spent) the discounted price, `name` names a saved contact, `phone` and
 * `idNumber` are shown masked or as written on the order, and a `photo` is a file, so the order
 * lists it as no text. The config checker refuses any other value, so a role the app ignores
 * cannot slip in.
 */
export const FIELD_ROLES = [
  'ticket',
  'country',
  'beans',
  'idType',
  'idNumber',
  'birthday',
  'gender',
  'name',
  'phone',
  'photo',
] as const;

export type FieldRole = (typeof FIELD_ROLES)[number];

/** The form's top-level field that has `role` (also one a condition adds), with its schema. */
export function fieldWithRole(
  schema: unknown,
  role: FieldRole,
): { name: string; schema: JsonObject } | null {
  const field = formFields(schema).find(
    (candidate) =>
      candidate.path.length === 1 &&
      isRecord(candidate.schema) &&
      candidate.schema[ROLE_KEY] === role,
  );
  return field ? { name: field.name, schema: field.schema } : null;
}

/** The text the form's values hold in the field with `role`; '' when there is none. */
export function roleText(schema: unknown, values: unknown, role: FieldRole): string {
  const field = fieldWithRole(schema, role);
  const value = field && isRecord(values) ? values[field.name] : undefined;
  return typeof value === 'string' ? value : '';
}
