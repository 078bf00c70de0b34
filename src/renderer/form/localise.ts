import { localize, type LocalizedText } from '../../config/localize';

/** Chinese is always written; every key is a language tag such as `en-US`. */
function isLocalizedText(value: object): value is LocalizedText {
  return 'zh-CN' in value && Object.keys(value).every((key) => /^[a-z]{2}-[A-Z]{2}$/.test(key));
}

/**
 * A config's uiSchema with every text in one language. Configs write texts as
 * `{"zh-CN": …, "en-US": …}` wherever a string may go (titles, descriptions, placeholders,
 * `ui:enumNames` items, section headings); everything else is copied unchanged.
 */
export function localiseUiSchema<T>(uiSchema: T, language: string): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    if (isLocalizedText(value)) return localize(value, language);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
  };
  return walk(uiSchema) as T;
}
