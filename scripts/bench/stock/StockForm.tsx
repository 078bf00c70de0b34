import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import library from '../../../configs/fields.json';
import raw from '../../../configs/events/gz-marathon-2027.json';
import { resolveFieldRefs } from '../../../core/config/fieldLibrary';
import { localiseUiSchema } from '../../../src/renderer/form/localise';

/** The app's own widgets and the core widget a stock form uses for the same field. */
const CORE_WIDGETS: Record<string, string> = {
  picker: 'select',
  country: 'select',
  idType: 'select',
  clothingSize: 'select',
  birthday: 'date',
  upload: 'text',
  loyalty: 'checkbox',
};

function withCoreWidgets(uiSchema: UiSchema): UiSchema {
  return Object.fromEntries(
    Object.entries(uiSchema).map(([name, ui]) => {
      const widget = (ui as UiSchema | undefined)?.['ui:widget'];
      const core = typeof widget === 'string' ? CORE_WIDGETS[widget] : undefined;
      return [name, core ? { ...ui, 'ui:widget': core } : ui];
    }),
  );
}

// The race as runners get it: its shared fields taken from the field library.
const event = { ...raw, form: resolveFieldRefs(raw.form, library.fields).form };
const schema = event.form.schema as unknown as RJSFSchema;
const uiSchema = withCoreWidgets(localiseUiSchema(event.form.uiSchema as UiSchema, 'zh-CN'));
const DRAFT_KEY = `signDraft:${event.id}`;

/**
 * The same sign-up form the way RJSF's documentation sets it up: the core theme, Ajv compiling
 * the schema in the browser, validation on every change, and the draft saved from onChange.
 * Only the benchmarks build it, as the baseline the app's form is measured against.
 */
export function StockForm() {
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      liveValidate="onChange"
      showErrorList={false}
      onChange={(change) => localStorage.setItem(DRAFT_KEY, JSON.stringify(change.formData))}
    />
  );
}
