import { isRecord } from './json';

/** The languages of the app; Chinese first, as the default and the fallback. */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A text a runner reads, in each language: `{ "zh-CN": "…", "en-US": "…" }`. */
export type LocalizedText = Partial<Record<Language, string>> & Record<string, string>;

/** A language tag as configs write them: language and region, `zh-CN`. */
const LANGUAGE_TAG = /^[a-z]{2}-[A-Z]{2}$/;

/**
 * Whether a config value is a text in several languages: an object whose keys are all language
 * tags and whose values are all strings. The one rule the app, the server and the checker use.
 */
export function isLocalizedText(value: unknown): value is LocalizedText {
  if (!isRecord(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(([key, text]) => LANGUAGE_TAG.test(key) && typeof text === 'string')
  );
}

/** A config text (a plain string, or a text in several languages) in `language`; Chinese, else any, when it lacks one. */
export function pickText(value: unknown, language: string): string {
  if (typeof value === 'string') return value;
  if (!isLocalizedText(value)) return '';
  return value[language] ?? value['zh-CN'] ?? Object.values(value)[0] ?? '';
}

/**
 * A copy of a config tree (a uiSchema, a gate, a block) with every text in several languages
 * replaced by its text in `language`; everything else is copied as it is.
 */
export function localizeTree<T>(value: T, language: string): T {
  const walk = (node: unknown): unknown => {
    if (isLocalizedText(node)) return pickText(node, language);
    if (Array.isArray(node)) return node.map(walk);
    if (!isRecord(node)) return node;
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]));
  };
  return walk(value) as T;
}
