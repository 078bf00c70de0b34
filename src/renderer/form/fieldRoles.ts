/**
 * Roles the app acts on (`"x-role"` on a form field): the ticket and country feed the price,
 * `beans` (loyalty beans spent) the discounted price, and the ID fields fill in the birthday and
 * gender; a `photo` is a file, so the order lists it as no text. The config checker refuses any other value, so a role the app ignores cannot slip in.
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
