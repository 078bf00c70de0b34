/** How rules read form values, which arrive as strings, numbers or anything a widget produces. */

/** The text a rule inspects: strings as typed, finite numbers as written; anything else is no text. */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Length in characters as a reader counts them (code points), as JSON Schema minLength does. */
export function textLength(text: string): number {
  return [...text].length;
}

/** The value as a safe integer (a number, or digits with an optional sign), or null. */
export function asInteger(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim() : null;
  const parsed = text !== null && /^[+-]?\d+$/.test(text) ? Number(text) : value;
  return typeof parsed === 'number' && Number.isSafeInteger(parsed) ? parsed : null;
}
