import i18next from 'i18next';
import type { Language } from '../../core/form/localized';

/** Where the app keeps the runner's language choice. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * The language shown: i18next's current one, or the saved choice before i18next has started
 * (zh-CN when neither says English). It reads i18next alone, so the API client can ask it without
 * loading React or the texts.
 */
export function currentLanguage(): Language {
  const language =
    i18next.resolvedLanguage ?? i18next.language ?? localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return language === 'en-US' ? 'en-US' : 'zh-CN';
}
