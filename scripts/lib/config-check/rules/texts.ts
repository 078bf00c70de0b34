import { isLocalizedText } from '../../../../core/form/localized.ts';
import type { CheckContext, Rule } from '../context.ts';
import { formLevels, type FormLevel } from '../form-fields.ts';
import { field, isObject } from '../json.ts';
import { LANGUAGES, textMessages, type Finding, type Language } from '../messages.ts';
import { pointerOf } from '../problem.ts';

const languages = Object.keys(LANGUAGES) as Language[];
/** uiSchema options a runner reads; RJSF shows them as they are, so each needs both languages. */
const textKeys = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help']);
const optionTextKeys = new Set(['title', 'description', 'placeholder', 'help']);

/** What is missing from one text in both languages. */
function textProblems(value: unknown, pointer: string): Finding[] {
  if (!isObject(value)) return [{ pointer, message: textMessages.notBilingual }];
  const found: Finding[] = [];
  for (const language of languages) {
    const text = value[language];
    if (text === undefined) {
      found.push({ pointer, message: textMessages.missing(language) });
    } else if (typeof text !== 'string' || text.trim() === '') {
      found.push({
        pointer: `${pointer}${pointerOf(language)}`,
        message: textMessages.empty(language),
      });
    }
  }
  for (const key of Object.keys(value)) {
    if ((languages as string[]).includes(key)) continue;
    found.push({
      pointer: `${pointer}${pointerOf(key)}`,
      at: 'key',
      message: textMessages.notALanguage(key),
    });
  }
  return found;
}

/** Every text of the uiSchema: the known text options, ui:enumNames, and anything that looks like a text. */
function uiTexts(node: unknown, pointer: string, asText: boolean): Finding[] {
  if (asText || isLocalizedText(node)) return textProblems(node, pointer);
  if (Array.isArray(node)) {
    return node.flatMap((item, index) => uiTexts(item, `${pointer}/${index}`, false));
  }
  if (!isObject(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const at = `${pointer}${pointerOf(key)}`;
    if (key === 'ui:enumNames' && Array.isArray(value)) {
      return value.flatMap((item, index) => uiTexts(item, `${at}/${index}`, true));
    }
    if (key === 'ui:options' && isObject(value)) {
      return Object.entries(value).flatMap(([option, text]) =>
        uiTexts(
          text,
          `${at}${pointerOf(option)}`,
          optionTextKeys.has(option) && typeof text !== 'boolean',
        ),
      );
    }
    return uiTexts(value, at, textKeys.has(key));
  });
}

/**
 * Every field needs a title (RJSF would otherwise show the property name), and titles and
 * descriptions belong in the uiSchema, because the form schema is the same in both languages.
 */
function fieldTitles(level: FormLevel): Finding[] {
  const found: Finding[] = [];
  const titled = new Set<string>();
  for (const f of level.fields) {
    for (const key of ['title', 'description'] as const) {
      if (typeof f.schema[key] !== 'string') continue;
      found.push({
        pointer: `${f.schemaPointer}/${key}`,
        at: 'key',
        message: `the form schema is the same in both languages, so its texts go in the uiSchema: write "ui:${key}": {"zh-CN": "…", "en-US": "…"} under uiSchema "${f.name}" instead`,
      });
    }
    if (titled.has(f.name)) continue;
    titled.add(f.name);
    const ui = isObject(f.ui) ? f.ui : undefined;
    if (ui?.['ui:title'] !== undefined || ui?.['ui:widget'] === 'hidden') continue;
    found.push({
      pointer: ui ? f.uiPointer : f.schemaPointer,
      message: `the field "${f.name}" has no title; add "ui:title": {"zh-CN": "…", "en-US": "…"} to uiSchema "${f.name}"`,
    });
  }
  return found;
}

/**
 * Texts a runner reads must exist in Chinese and in English. The schema guarantees this for the
 * config's own texts; the form's uiSchema is free-form, so it is checked here.
 */
export const formTexts: Rule = ({ events }: CheckContext) =>
  events.flatMap((event) => {
    const schema = field(event.value, 'form', 'schema');
    const ui = field(event.value, 'form', 'uiSchema');
    return [
      ...uiTexts(ui, '/form/uiSchema', false),
      ...formLevels(schema, ui).flatMap(fieldTitles),
    ].map((finding) => ({ file: event.file, ...finding }));
  });
