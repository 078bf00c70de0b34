import { localizeTree } from '../../../core/form/localized';

/**
 * A config's uiSchema with every text in one language. Configs write texts as
 * `{"zh-CN": …, "en-US": …}` wherever a string may go (titles, descriptions, placeholders,
 * `ui:enumNames` items, section headings, messages); everything else is copied unchanged.
 */
export function localiseUiSchema<T>(uiSchema: T, language: string): T {
  return localizeTree(uiSchema, language);
}
