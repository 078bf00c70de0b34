import type { ErrorObject } from 'ajv';
import { isObject, type JsonObject } from './json.ts';
import { pointerOf, pointerSegments } from './problem.ts';
import { didYouMean, quoted } from './suggest.ts';

/** Where a schema error points and what it says, before the file and position are known. */
export interface Finding {
  pointer: string;
  message: string;
  at?: 'key';
}

/** The languages every text a runner reads is written in, with their names for messages. */
export const LANGUAGES = { 'zh-CN': 'Chinese', 'en-US': 'English' } as const;
export type Language = keyof typeof LANGUAGES;
const BOTH_LANGUAGES = 'write every text in both languages, like {"zh-CN": "…", "en-US": "…"}';

/** The messages about texts, shared by the schema's texts and the form's uiSchema texts. */
export const textMessages = {
  notBilingual: 'this text must be given in both languages, like {"zh-CN": "…", "en-US": "…"}',
  missing: (language: Language) =>
    `the ${LANGUAGES[language]} text ("${language}") is missing; ${BOTH_LANGUAGES}`,
  empty: (language: Language) => `the ${LANGUAGES[language]} text is empty; ${BOTH_LANGUAGES}`,
  notALanguage: (key: string) =>
    `"${key}" is not a language of the app; ${BOTH_LANGUAGES}${didYouMean(key, Object.keys(LANGUAGES))}`,
};

const typeNames: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'a text in quotes',
  boolean: 'true or false',
  object: 'a group of settings in { }',
  array: 'a list in [ ]',
  null: 'null',
};

function describeValue(value: unknown): string {
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return 'a group of settings';
}

function lastSegment(pointer: string): string {
  return pointerSegments(pointer).at(-1) ?? '';
}

/** Messages for values of the shared building blocks, named by their title in common.schema.json. */
const byTitle: Record<string, (error: ErrorObject) => string | undefined> = {
  Cents(error) {
    const example =
      lastSegment(error.instancePath) === 'foreign'
        ? '5000 for 50 US dollars'
        : '26000 for 260 yuan';
    const rule = `a whole number of cents, for example ${example}`;
    return error.keyword === 'minimum'
      ? `price must be more than 0: ${rule}`
      : `price must be ${rule}`;
  },
  LocalizedText(error) {
    if (error.keyword === 'required') return textMessages.missing(error.params.missingProperty);
    if (error.keyword === 'type') return textMessages.notBilingual;
    if (error.keyword === 'additionalProperties') {
      return textMessages.notALanguage(String(error.params.additionalProperty));
    }
    return undefined;
  },
  DateTime(error) {
    if (error.keyword !== 'format' && error.keyword !== 'type') return undefined;
    return `${describeValue(error.data)} is not a date and time; write it with its time zone, like "2027-10-01T10:00:00+08:00"`;
  },
  Url(error) {
    if (error.keyword === 'maxLength')
      return `the address is too long: at most ${error.params.limit} characters`;
    return `${describeValue(error.data)} is not an address the app accepts; write an address starting with https:// or a path of this app starting with /`;
  },
  EventId(error) {
    return `${describeValue(error.data)} is not an event id; write the number of an event, like 1001`;
  },
};

/**
 * The description of a property an `if`/`then` made required, which Ajv does not hand over: the
 * `then` schema sits next to the `properties` that describe it.
 */
function conditionalDescription(error: ErrorObject, root: JsonObject, missing: string): unknown {
  const match = /^#(.*)\/(?:then|else)\/required$/.exec(error.schemaPath);
  if (!match) return undefined;
  let node: unknown = root;
  for (const segment of pointerSegments(match[1]))
    node = isObject(node) ? node[segment] : undefined;
  return isObject(node) && isObject(node.properties)
    ? (node.properties[missing] as JsonObject | undefined)?.description
    : undefined;
}

/** One Ajv error as a sentence for operations staff, or undefined when another error says it better. */
export function translate(error: ErrorObject, root: JsonObject): Finding | undefined {
  if (error.keyword === 'if' || 'propertyName' in error) return undefined;
  const parent = (error.parentSchema ?? {}) as JsonObject;
  const special = typeof parent.title === 'string' ? byTitle[parent.title]?.(error) : undefined;
  if (special) return { pointer: error.instancePath, message: special };

  const { params, data, instancePath: pointer } = error;
  const description = typeof parent.description === 'string' ? ` ${parent.description}` : '';
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const properties = isObject(parent.properties) ? parent.properties : {};
      const text =
        (properties[missing] as JsonObject | undefined)?.description ??
        conditionalDescription(error, root, missing);
      return { pointer, message: `"${missing}" is missing.${text ? ` ${text}` : ''}` };
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = Object.keys(isObject(parent.properties) ? parent.properties : {});
      return {
        pointer: `${pointer}${pointerOf(name)}`,
        at: 'key',
        message: `"${name}" is not a setting here; allowed settings are: ${allowed.join(', ')}${didYouMean(name, allowed)}`,
      };
    }
    case 'propertyNames':
      return {
        pointer: `${pointer}${pointerOf(String(params.propertyName))}`,
        at: 'key',
        message: `"${params.propertyName}" is not an allowed name here.${description}`,
      };
    case 'type':
      return {
        pointer,
        message: `must be ${typeNames[String(params.type)] ?? params.type}, not ${describeValue(data)}`,
      };
    case 'enum': {
      const allowed = params.allowedValues as unknown[];
      const guess = typeof data === 'string' ? didYouMean(data, allowed.map(String)) : '';
      return {
        pointer,
        message: `${describeValue(data)} is not allowed here; write one of: ${quoted(allowed)}${guess}`,
      };
    }
    case 'const':
      return { pointer, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'pattern':
      return {
        pointer,
        message: `${describeValue(data)} is not written as allowed.${description}`,
      };
    case 'format':
      return {
        pointer,
        message: `${describeValue(data)} is not a valid ${params.format}.${description}`,
      };
    case 'minimum':
    case 'exclusiveMinimum':
      return { pointer, message: `${data} is too small; the smallest allowed is ${params.limit}` };
    case 'maximum':
    case 'exclusiveMaximum':
      return { pointer, message: `${data} is too large; the largest allowed is ${params.limit}` };
    case 'minLength':
      return {
        pointer,
        message:
          params.limit === 1
            ? 'must not be empty'
            : `is too short: at least ${params.limit} characters`,
      };
    case 'maxLength':
      return { pointer, message: `is too long: at most ${params.limit} characters` };
    case 'minItems':
      return {
        pointer,
        message: `needs at least ${params.limit} ${params.limit === 1 ? 'entry' : 'entries'}`,
      };
    case 'maxItems':
      return { pointer, message: `has too many entries: at most ${params.limit}` };
    case 'uniqueItems':
      return {
        pointer: `${pointer}/${params.i}`,
        message: `is the same as entry ${Number(params.j) + 1} of this list; each may appear only once`,
      };
    default:
      return { pointer, message: `${error.message}.${description}` };
  }
}
