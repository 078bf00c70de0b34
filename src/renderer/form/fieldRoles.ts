/**
 * Roles the app acts on (`"x-role"` on a form field): the ticket and country feed the price,
 * `beans` (loyalty beans spent) the discounted price, and the ID fields fill in the birthday and
 * gender. The config checker refuses any other value, so a role the app ignores cannot slip in.
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
] as const;

export type FieldRole = (typeof FIELD_ROLES)[number];
