import { enUS, type MessageKey } from './en-US';
import { zhCN } from './zh-CN';

export type { MessageKey };
export type Lang = 'zh-CN' | 'en-US';
export const LANGS: readonly Lang[] = ['zh-CN', 'en-US'];

const catalogues: Record<Lang, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

/** The language of a header or query value; anything but English falls back to Chinese. */
export function resolveLang(value: unknown): Lang {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim().toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}

export function t(
  lang: Lang,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogues[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Config texts in one language: the form core's one reading of them. */
export { localizeTree, pickText } from '../../core/form/localized';
