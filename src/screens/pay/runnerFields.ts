import type { EventConfig } from '../../config/events';
import { localize, type LocalizedText } from '../../config/localize';

interface FieldSchema {
  enum?: unknown[];
  'x-role'?: string;
}

interface FieldUi {
  'ui:title'?: LocalizedText;
  'ui:enumNames'?: LocalizedText[];
}

export interface RunnerField {
  name: string;
  /** The field's `x-role` (name, phone, idNumber …), when it has one. */
  role?: string;
  label: string;
  value: string;
}

/** Roles whose values are not shown as text: the ticket is on the order, a photo is a file. */
const NOT_SHOWN = new Set(['ticket', 'photo']);

/** An ID number keeps its first 3 and last 4 characters on screen; the rest stays private. */
export function maskIdNumber(value: string): string {
  if (value.length <= 7) return value;
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}

/**
 * The submitted form values as the runner entered them: in the form's field order, titled and
 * with choices named as the form showed them, in `language`.
 */
export function runnerFields(
  event: EventConfig,
  values: Record<string, unknown>,
  language: string,
): RunnerField[] {
  const schema = event.form.schema as { properties?: Record<string, FieldSchema> };
  const ui = event.form.uiSchema as Record<string, FieldUi | undefined> & { 'ui:order'?: string[] };
  const properties = schema.properties ?? {};
  const order = ui['ui:order'] ?? Object.keys(properties);
  return order.flatMap((name) => {
    const field = properties[name];
    const raw = values[name];
    if (!field || NOT_SHOWN.has(field['x-role'] ?? '') || raw === undefined || raw === '')
      return [];
    if (typeof raw === 'object') return [];
    const fieldUi = ui[name];
    const choice = field.enum?.indexOf(raw) ?? -1;
    const named = choice >= 0 ? fieldUi?.['ui:enumNames']?.[choice] : undefined;
    let value = named ? localize(named, language) : String(raw);
    if (field['x-role'] === 'idNumber') value = maskIdNumber(value);
    const title = fieldUi?.['ui:title'];
    return [
      { name, role: field['x-role'], label: title ? localize(title, language) : name, value },
    ];
  });
}
