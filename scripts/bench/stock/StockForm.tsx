import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import library from '../../../configs/fields.json';
import raw from '../../../configs/events/gz-marathon-2027.json';
import { resolveFieldRefs } from '../../../core/config/fieldLibrary';
import { localiseUiSchema } from '../../../src/renderer/form/localise';
import { generateWidgets } from '../../../src/renderer/form/widgets';

// The app's pickers, date pickers, check boxes and uploader, so that both forms show the same
// controls; text boxes stay RJSF's own, since how they handle typing is what is compared.
const widgets: Partial<ReturnType<typeof generateWidgets>> = generateWidgets();
delete widgets.TextareaWidget;

// The race as runners get it: its shared fields taken from the field library.
const event = { ...raw, form: resolveFieldRefs(raw.form, library.fields).form };
const schema = event.form.schema as unknown as RJSFSchema;
const uiSchema = localiseUiSchema(event.form.uiSchema as UiSchema, 'zh-CN');
const DRAFT_KEY = `signDraft:${event.id}`;

/**
 * The same sign-up form as RJSF's documentation sets it up, with its defaults (core templates,
 * Ajv compiling the schema in the browser, validation on submit) and the app's widgets, the draft
 * saved from onChange. Only the benchmarks build it, as the baseline the app's form is measured
 * against.
 */
export function StockForm() {
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      widgets={widgets}
      onChange={(change) => localStorage.setItem(DRAFT_KEY, JSON.stringify(change.formData))}
    />
  );
}
