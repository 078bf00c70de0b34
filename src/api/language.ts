import i18next from 'i18next';

export type Language = 'zh-CN' | 'en-US';

/** Where the app keeps the runner's language choice. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * The language for the app-language header and the client's own messages: i18next's current one,
 * or the saved choice before i18next has started (zh-CN when neither says English).
 */
export function currentLanguage(): Language {
  const language =
    i18next.resolvedLanguage ?? i18next.language ?? localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return language === 'en-US' ? 'en-US' : 'zh-CN';
}
