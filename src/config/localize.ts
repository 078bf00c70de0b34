import { useTranslation } from 'react-i18next';
import { pickText } from '../../core/form/localized';
import type { Language } from '../../core/form/localized';

/** A config text in both languages ({"zh-CN": …, "en-US": …}). */
export type LocalizedText = Record<Language, string>;

/** The text in `language`; Chinese when that language is missing (Chinese is always written). */
export function localize(text: LocalizedText, language: string): string {
  return pickText(text, language);
}

/** `localize` bound to the language currently shown. */
export function useLocalize(): (text: LocalizedText) => string {
  const { i18n } = useTranslation();
  return (text) => localize(text, i18n.language);
}
