import type { CheckContext, Rule } from '../context.ts';
import { formLevels } from '../form-fields.ts';
import { field, isObject } from '../json.ts';
import { BOTH_LANGUAGES, LANGUAGES } from '../messages.ts';
import { pointerOf, type Problem } from '../problem.ts';
import { didYouMean } from '../suggest.ts';

const languages = Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[];
/** uiSchema options a runner reads; RJSF shows them as they are, so each needs both languages. */
const textKeys = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help']);
const optionTextKeys = new Set(['title', 'description', 'placeholder', 'help']);

function isText(value: unknown): boolean {
  return isObject(value) && languages.some((language) => language in value);
}

/** What is missing from one text in both languages. */
function textProblems(
  value: unknown,
  pointer: string,
): { pointer: string; message: string; at?: 'key' }[] {
  if (!isObject(value)) {
    return [
      {
        pointer,
        message: `this text must be given in both languages, like {"zh-CN": "…", "en-US": "…"}`,
      },
    ];
  }
  const found: { pointer: string; message: string; at?: 'key' }[] = [];
  for (const language of languages) {
    const text = value[language];
    if (text === undefined) {
      found.push({
        pointer,
        message: `the ${LANGUAGES[language]} text ("${language}") is missing; ${BOTH_LANGUAGES}`,
      });
    } else if (typeof text !== 'string' || text.trim() === '') {
      found.push({
        pointer: `${pointer}${pointerOf(language)}`,
        message: `the ${LANGUAGES[language]} text is empty; ${BOTH_LANGUAGES}`,
      });
    }
  }
  for (const key of Object.keys(value)) {
    if ((languages as string[]).includes(key)) continue;
    found.push({
      pointer: `${pointer}${pointerOf(key)}`,
      at: 'key',
      message: `"${key}" is not a language of the app; ${BOTH_LANGUAGES}${didYouMean(key, languages)}`,
    });
  }
  return found;
}

/** Every text of the uiSchema: the known text options, ui:enumNames, and anything that looks like a text. */
function uiTexts(
  node: unknown,
  pointer: string,
  asText: boolean,
): { pointer: string; message: string; at?: 'key' }[] {
  if (asText || isText(node)) return textProblems(node, pointer);
  if (Array.isArray(node))
    return node.flatMap((item, index) => uiTexts(item, `${pointer}/${index}`, false));
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
 * Texts a runner reads must exist in Chinese and in English. The schema guarantees this for the
 * config's own texts; the form's uiSchema is free-form, so it is checked here, and every field
 * needs a title (RJSF would otherwise show the property name).
 */
export const formTexts: Rule = ({ events }: CheckContext) =>
  events.flatMap((event) => {
    const form = field(event.value, 'form');
    const problems: Problem[] = uiTexts(field(form, 'uiSchema'), '/form/uiSchema', false).map(
      (p) => ({
        file: event.file,
        ...p,
      }),
    );
    for (const level of formLevels(field(form, 'schema'), field(form, 'uiSchema'))) {
      const titled = new Set<string>();
      for (const f of level.fields) {
        for (const key of ['title', 'description'] as const) {
          if (typeof f.schema[key] !== 'string') continue;
          problems.push({
            file: event.file,
            pointer: `${f.schemaPointer}/${key}`,
            at: 'key',
            message: `the form schema is the same in both languages, so its texts go in the uiSchema: write "ui:${key}": {"zh-CN": "…", "en-US": "…"} under uiSchema "${f.name}" instead`,
          });
        }
        if (titled.has(f.name)) continue;
        titled.add(f.name);
        const ui = isObject(f.ui) ? f.ui : {};
        if (ui['ui:title'] !== undefined || ui['ui:widget'] === 'hidden') continue;
        const hasUi = isObject(f.ui);
        problems.push({
          file: event.file,
          pointer: hasUi ? f.uiPointer : f.schemaPointer,
          message: `the field "${f.name}" has no title; add "ui:title": {"zh-CN": "…", "en-US": "…"} to ${hasUi ? 'this' : `uiSchema "${f.name}"`}`,
        });
      }
    }
    return problems;
  });
