import type { RJSFSchema } from '@rjsf/utils';
import { isRecord } from './validation/rules';

/** Form values by field name. */
export type FormValues = Record<string, unknown>;

/** Marks what a field means to the app, whatever the config calls it. */
export const ROLE_KEY = 'x-role';

/**
 * Roles the app acts on: the ticket and country feed the price, `beans` (loyalty beans spent)
 * the discounted price, and the ID fields fill in the birthday and gender.
 */
export type FieldRole =
  'ticket' | 'country' | 'beans' | 'idType' | 'idNumber' | 'birthday' | 'gender' | 'name' | 'phone';

/** The top-level field that has `role`, with its schema. */
export function fieldWithRole(
  schema: RJSFSchema,
  role: FieldRole,
): { name: string; schema: Record<string, unknown> } | null {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  for (const [name, property] of Object.entries(properties)) {
    if (isRecord(property) && property[ROLE_KEY] === role) return { name, schema: property };
  }
  return null;
}
