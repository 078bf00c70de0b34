import { createRequire } from 'node:module';
import { hasWidget, type RJSFSchema } from '@rjsf/utils';
import { THEME_WIDGETS } from '../../../../core/form/themeWidgets.ts';
import type { CheckContext, Rule } from '../context.ts';
import { formLevels } from '../form-fields.ts';
import { field, isObject, type JsonObject } from '../json.ts';
import type { Finding } from '../messages.ts';
import { pointerOf } from '../problem.ts';
import { didYouMean } from '../suggest.ts';

interface Names {
  /** Every widget the form has, by name: RJSF's own and the mobile theme's. */
  widgets: Record<string, () => null>;
  fields: string[];
  templates: string[];
}

let known: Names | undefined;

/** RJSF's registry as the mobile theme extends it (the theme adds widgets only). */
function names(): Names {
  if (!known) {
    const { getDefaultRegistry } = createRequire(import.meta.url)('@rjsf/core') as {
      getDefaultRegistry: () => { widgets: object; fields: object; templates: object };
    };
    const registry = getDefaultRegistry();
    const widget = () => null;
    known = {
      widgets: Object.fromEntries(
        [...Object.keys(registry.widgets), ...THEME_WIDGETS].map((name) => [name, widget]),
      ),
      fields: Object.keys(registry.fields),
      templates: Object.keys(registry.templates),
    };
  }
  return known;
}

/** Names a config writes for widgets: the theme's own and RJSF's short names, where they fit. */
const WIDGET_WORDS = [
  ...THEME_WIDGETS.filter((name) => !name.endsWith('Widget')),
  'text',
  'textarea',
  'radio',
  'select',
  'checkbox',
  'checkboxes',
  'hidden',
  'updown',
  'email',
  'password',
];

function widgetProblem(schema: JsonObject, widget: string, pointer: string): Finding[] {
  const { widgets } = names();
  if (hasWidget(schema as RJSFSchema, widget, widgets)) return [];
  const fitting = WIDGET_WORDS.filter((name) => hasWidget(schema as RJSFSchema, name, widgets));
  const type = typeof schema.type === 'string' ? ` of type "${schema.type}"` : '';
  return [
    {
      pointer,
      message: `the form has no widget "${widget}" for a field${type}, so it would stop at this field; widgets for it are: ${fitting.join(', ')}${didYouMean(widget, fitting)}`,
    },
  ];
}

/** Template options (`ui:FieldTemplate` …) must name a template the form has. */
function templateProblems(ui: unknown, pointer: string): Finding[] {
  if (!isObject(ui)) return [];
  const { templates } = names();
  return Object.entries(ui).flatMap(([key, value]) => {
    const option = /^ui:(\w+Template)$/.exec(key)?.[1];
    if (!option || !templates.includes(option) || typeof value !== 'string') return [];
    if (templates.includes(value)) return [];
    return [
      {
        pointer: `${pointer}${pointerOf(key)}`,
        message: `the form has no template "${value}"; templates are: ${templates.join(', ')}${didYouMean(value, templates)}`,
      },
    ];
  });
}

/**
 * RJSF stops rendering the whole form at a widget, field or template name it does not know, so
 * every name a uiSchema gives must be one the mobile theme or RJSF registers, and a widget must
 * suit the field's type.
 */
export const themeNames: Rule = ({ events }: CheckContext) =>
  events.flatMap((event) => {
    const levels = formLevels(
      field(event.value, 'form', 'schema'),
      field(event.value, 'form', 'uiSchema'),
    );
    const found: Finding[] = [];
    for (const level of levels) {
      found.push(...templateProblems(level.ui, level.uiPointer));
      for (const f of level.fields) {
        if (!isObject(f.ui)) continue;
        found.push(...templateProblems(f.ui, f.uiPointer));
        const widget = f.ui['ui:widget'] ?? field(f.ui, 'ui:options', 'widget');
        if (typeof widget === 'string') {
          const at =
            f.ui['ui:widget'] !== undefined
              ? pointerOf('ui:widget')
              : pointerOf('ui:options', 'widget');
          found.push(...widgetProblem(f.schema, widget, `${f.uiPointer}${at}`));
        }
        const fieldName = f.ui['ui:field'];
        const { fields } = names();
        if (typeof fieldName === 'string' && !fields.includes(fieldName)) {
          found.push({
            pointer: `${f.uiPointer}${pointerOf('ui:field')}`,
            message: `the form has no field component "${fieldName}"; field components are: ${fields.join(', ')}${didYouMean(fieldName, fields)}`,
          });
        }
      }
    }
    return found.map((finding) => ({ file: event.file, ...finding }));
  });
