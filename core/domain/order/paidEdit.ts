/** A race's `form.editAfterPayment`: fields a paid runner may still change, until a moment. */
export interface EditAfterPayment {
  fields: string[];
  until: string;
}

/** Top-level fields whose values differ between the stored and the submitted form, in form order. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names.filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}

/** The fields a paid runner may change now: the configured ones until their moment, else none. */
export function fieldsEditableAfterPayment(
  config: EditAfterPayment | undefined,
  now: Date,
): string[] {
  if (!config || now.getTime() >= new Date(config.until).getTime()) return [];
  return config.fields;
}

/**
 * What a paid runner's change may do: `frozen` when nothing may change after payment (no such
 * config, or past its moment), `readOnly` with the fields that may not change, else `allowed`.
 */
export function paidEditVerdict(
  changed: readonly string[],
  editable: readonly string[],
): { verdict: 'allowed' } | { verdict: 'frozen' } | { verdict: 'readOnly'; fields: string[] } {
  if (changed.length === 0) return { verdict: 'allowed' };
  if (editable.length === 0) return { verdict: 'frozen' };
  const fields = changed.filter((name) => !editable.includes(name));
  return fields.length === 0 ? { verdict: 'allowed' } : { verdict: 'readOnly', fields };
}

/** The fields of `after` that differ from `before`, a cleared one as null: a short edit to send. */
export function formChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    changedFields(before, after).map((name) => [name, after[name] ?? null]),
  );
}

/** The stored values with the changes of `formChanges` applied: the inverse of it. */
export function withChanges(
  before: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries({ ...before, ...changes }).filter(([, value]) => value !== null),
  );
}
