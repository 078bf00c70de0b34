/** Nothing entered: no value, blank text or an empty selection. Zero and false are answers. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function isFilled(value: unknown): boolean {
  return !isEmpty(value);
}
