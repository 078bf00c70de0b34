import type { ErrorSchema } from '@rjsf/utils';
import type { FieldError } from '../../../core/generated/api';
import type { FormValues } from '../../../core/form/values';

/** The server's message for each refused field, where RJSF shows that field's errors. */
export function refusedErrorSchema(fields: readonly FieldError[]): ErrorSchema | undefined {
  if (fields.length === 0) return undefined;
  const schema: Record<string, unknown> = {};
  for (const { field, message } of fields) {
    const node = field
      .split('.')
      .reduce<Record<string, unknown>>((parent, key) => (parent[key] ??= {}) as never, schema);
    node.__errors = [message];
  }
  return schema as ErrorSchema;
}

/** The refused fields whose value the change left as it was: their messages still stand. */
export function stillRefused(
  fields: FieldError[],
  before: FormValues,
  after: FormValues,
): FieldError[] {
  const kept = fields.filter(({ field }) => {
    const [top] = field.split('.');
    return JSON.stringify(before[top]) === JSON.stringify(after[top]);
  });
  return kept.length === fields.length ? fields : kept;
}
