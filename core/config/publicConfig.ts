import type { FuncKeywordDefinition, ValidateFunction } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types';
import type { EventConfig } from '../generated/config/event';
import { createConfigAjv, schemaUrl } from './schemas';

/** Cleans one HTML text by HTML_POLICY (core/config/htmlPolicy.ts). */
export type HtmlSanitizer = (html: string) => string;

/** A text, or each language of a localised text, passed through `clean`. */
function cleanText(value: unknown, clean: HtmlSanitizer): unknown {
  if (typeof value === 'string') return clean(value);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([language, text]) => [language, cleanText(text, clean)]),
    );
  }
  return value;
}

/**
 * A validator of the event schema that edits a copy into what the app may hold, led by the schema
 * alone: it deletes every value whose schema says `writeOnly: true` (the quiz's right answers,
 * which the server keeps) and cleans every text whose schema says `contentMediaType: "text/html"`
 * (a block's rich text, which the app then shows without a sanitiser of its own). Marking a new
 * field so in its schema is all it takes.
 */
function publisher(sanitizeHtml: HtmlSanitizer): ValidateFunction {
  /** A keyword that rewrites the value it sits on, through `place`, and never fails. */
  const editing = <T>(
    keyword: string,
    schemaType: 'boolean' | 'string',
    edit: (schemaValue: T, place: DataValidationCxt) => void,
  ): FuncKeywordDefinition => ({
    keyword,
    schemaType,
    modifying: true,
    errors: false,
    validate: (schemaValue: T, _data: unknown, _schema: unknown, place?: DataValidationCxt) => {
      if (place) edit(schemaValue, place);
      return true;
    },
  });
  const ajv = createConfigAjv();
  ajv.removeKeyword('writeOnly');
  ajv.removeKeyword('contentMediaType');
  ajv.addKeyword(
    editing<boolean>('writeOnly', 'boolean', (writeOnly, { parentData, parentDataProperty }) => {
      if (writeOnly) delete parentData[parentDataProperty];
    }),
  );
  ajv.addKeyword(
    editing<string>('contentMediaType', 'string', (type, { parentData, parentDataProperty }) => {
      if (type !== 'text/html') return;
      parentData[parentDataProperty] = cleanText(parentData[parentDataProperty], sanitizeHtml);
    }),
  );
  return ajv.getSchema(schemaUrl('event'))!;
}

/**
 * `publish(config)`: the event config as the app may hold it, a copy without its `writeOnly`
 * values and with its HTML texts cleaned by `sanitizeHtml`.
 */
export function eventConfigPublisher(
  sanitizeHtml: HtmlSanitizer,
): (config: EventConfig) => EventConfig {
  const edit = publisher(sanitizeHtml);
  return (config) => {
    const copy = structuredClone(config);
    edit(copy);
    return copy;
  };
}
