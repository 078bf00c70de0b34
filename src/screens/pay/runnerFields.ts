import { formFields } from '../../../core/form/schema/walk';
import type { EventConfig } from '../../config/events';
import { localize, type LocalizedText } from '../../config/localize';
import { maskIdNumber } from '../../../core/domain/mask';

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

export { maskIdNumber };

/**
 * The submitted form values as the runner entered them: every field of the form, those its
 * conditions add included, in the form's field order, titled and with choices named as the form
 * showed them, in `language`.
 */
export function runnerFields(
  event: EventConfig,
  values: Record<string, unknown>,
  language: string,
): RunnerField[] {
  const ui = event.form.uiSchema as Record<string, FieldUi | undefined> & { 'ui:order'?: string[] };
  const definitions = formFields(event.form.schema).filter((field) => field.path.length === 1);
  const names = [...new Set(definitions.map((field) => field.name))];
  // RJSF's order: the listed fields, with "*" standing for the rest in their own order.
  const listed = ui['ui:order'] ?? ['*'];
  const rest = names.filter((name) => !listed.includes(name));
  const order = listed.flatMap((name) => (name === '*' ? rest : [name]));
  return order.flatMap((name) => {
    const own = definitions.filter((field) => field.name === name);
    const role = own.map((field) => field.schema['x-role']).find((r) => typeof r === 'string');
    const choices = own.map((field) => field.schema.enum).find(Array.isArray);
    const raw = values[name];
    if (own.length === 0 || NOT_SHOWN.has(String(role)) || raw === undefined || raw === '')
      return [];
    if (typeof raw === 'object') return [];
    const fieldUi = ui[name];
    const choice = choices?.indexOf(raw) ?? -1;
    const named = choice >= 0 ? fieldUi?.['ui:enumNames']?.[choice] : undefined;
    let value = named ? localize(named, language) : String(raw);
    if (role === 'idNumber') value = maskIdNumber(value);
    const title = fieldUi?.['ui:title'];
    return [
      {
        name,
        role: typeof role === 'string' ? role : undefined,
        label: title ? localize(title, language) : name,
        value,
      },
    ];
  });
}
