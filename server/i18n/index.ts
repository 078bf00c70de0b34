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

function isLocalizedText(value: unknown): value is Partial<Record<Lang, string>> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length > 0 &&
    keys.every((key) => (LANGS as string[]).includes(key)) &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

/** A config text (`{ "zh-CN": …, "en-US": … }` or a plain string) in one language. */
export function pickText(value: unknown, lang: Lang): string {
  if (typeof value === 'string') return value;
  if (!isLocalizedText(value)) return '';
  return value[lang] ?? value['zh-CN'] ?? value['en-US'] ?? '';
}

/** A copy of a config tree (such as a uiSchema) with every two-language text picked for `lang`. */
export function localizeTree(value: unknown, lang: Lang): unknown {
  if (isLocalizedText(value)) return pickText(value, lang);
  if (Array.isArray(value)) return value.map((item) => localizeTree(item, lang));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localizeTree(item, lang)]),
    );
  }
  return value;
}
