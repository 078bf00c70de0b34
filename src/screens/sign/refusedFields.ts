import type { ApiError } from '../../api/client';
import { fieldWithRole } from '../../../core/form/roles';
import type { FieldError } from '../../../core/generated/api';

/**
 * The money refusals of apply and update name no field: they belong to the field whose value
 * decided them, the country (its currency, 40035) or the ticket (not sold in it, 40036).
 */
const MONEY_REFUSAL_ROLE: Partial<Record<number, 'country' | 'ticket'>> = {
  40035: 'country',
  40036: 'ticket',
};

/** The fields a refusal of the sign-up names, with the money refusals on their own field. */
export function refusedFields(error: ApiError, schema: unknown): FieldError[] {
  const role = MONEY_REFUSAL_ROLE[error.subCode];
  const field = role ? fieldWithRole(schema, role) : null;
  if (!role || !field) return error.fields;
  return [...error.fields, { field: field.name, rule: role, message: error.message }];
}
