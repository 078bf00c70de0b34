import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useEffect, useSyncExternalStore } from 'react';
import { appConfig } from '../config/app';
import type { Language } from '../../core/form/localized';
import { LANGUAGE_STORAGE_KEY } from './language';

export type { Language };

/** Languages the runner can switch between; the first is the default. */
export const LANGUAGES: readonly Language[] = appConfig.languages;
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];

// Every area adds its own namespace file, picked up here. The form's validation texts live with
// the form core (core/form/messages/<language>.json), because the server says the same in its
// answers; they are the `validation` namespace. Chinese is the language every text is written in:
// the namespaces the shell and an event home (the page most runners open first) show are named
// below and bundled, so that page needs nothing more; the rest are one chunk (pageTexts.ts). Every
// text of another language is fetched, one chunk per namespace file. Both are fetched by a page's
// route with its code (`loadAllTexts`) and by the language switch. A component of the home that
// uses a namespace left out of the list still shows its texts, after waiting for them (it
// suspends).
const bundledFiles = import.meta.glob<Record<string, unknown>>(
  './locales/zh-CN/{common,errors,flow,group,home,pickup,shell,team}.json',
  { eager: true, import: 'default' },
);
const fetchedFiles = import.meta.glob<Record<string, unknown>>(
  [
    './locales/*/*.json',
    '!./locales/zh-CN/*.json',
    '../../core/form/messages/*.json',
    '!../../core/form/messages/zh-CN.json',
  ],
  { import: 'default' },
);

/** The file of a namespace's texts in a language, as globbed above. */
function fileOf(language: string, namespace: string): string {
  return namespace === VALIDATION
    ? `../../core/form/messages/${language}.json`
    : `./locales/${language}/${namespace}.json`;
}

const VALIDATION = 'validation';

function localeFile(path: string): { language: string; namespace: string } | undefined {
  const form = /\/core\/form\/messages\/([^/]+)\.json$/.exec(path);
  if (form) return { language: form[1], namespace: VALIDATION };
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  return language && namespace ? { language, namespace } : undefined;
}

function collectResources(): { resources: Resource; namespaces: string[] } {
  const resources: Resource = {};
  const namespaces = new Set<string>();
  for (const [path, content] of Object.entries(bundledFiles)) {
    const file = localeFile(path);
    if (!file) continue;
    resources[file.language] = { ...resources[file.language], [file.namespace]: content };
    namespaces.add(file.namespace);
  }
  return { resources, namespaces: [...namespaces] };
}

/**
 * Every namespace of the app's texts, as the files of the bundled and the other languages name
 * them (one only the default language had would be loaded when a component first uses it).
 */
const ALL_NAMESPACES = [
  ...new Set(
    [...Object.keys(bundledFiles), ...Object.keys(fetchedFiles)].flatMap(
      (path) => localeFile(path)?.namespace ?? [],
    ),
  ),
];

/**
 * The texts of a namespace in a language that are not bundled; none when the language has no
 * file for it (the fallback language's then show, key by key).
 */
async function readTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  const path = fileOf(language, namespace);
  const load = fetchedFiles[path];
  if (load) return load();
  if (language !== DEFAULT_LANGUAGE) return {};
  const { pageTexts } = await import('./pageTexts');
  return pageTexts[path] ?? {};
}

/** Reads the namespace files that are not bundled. */
const fetchedLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    readTexts(language, namespace).then(
      (content) => callback(null, content),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

/**
 * Loads every namespace not loaded yet in the current language and the default one, for a page
 * other than an event home: its route waits for them with its code, so a file that does not
 * arrive shows the page's load failure and retry instead of untranslated keys. The namespaces are
 * then also loaded by every later language switch.
 */
export async function loadAllTexts(): Promise<void> {
  const languages = [...new Set([i18next.language, DEFAULT_LANGUAGE])];
  await Promise.all(
    languages.flatMap((language) =>
      ALL_NAMESPACES.filter((namespace) => !i18next.hasResourceBundle(language, namespace)).map(
        async (namespace) => {
          i18next.addResourceBundle(language, namespace, await readTexts(language, namespace));
        },
      ),
    ),
  );
  await i18next.loadNamespaces(ALL_NAMESPACES);
}

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** The runner's own choice, kept across visits. */
export function savedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

// Pages of a mustCn event force Chinese; each such page holds one lock while it is shown.
let chineseLocks = 0;
const lockListeners = new Set<() => void>();

function notifyLock(): void {
  for (const listener of lockListeners) listener();
}

export function isLanguageLocked(): boolean {
  return chineseLocks > 0;
}

const { resources, namespaces } = collectResources();

void i18next
  .use(fetchedLocales)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    ns: namespaces,
    defaultNS: 'common',
    lng: savedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // Chinese is bundled, so its start-up is synchronous. A page in another language waits for
    // its texts on first load (the components suspend) rather than showing Chinese first; later
    // switches load the texts before the language changes, so nothing suspends then.
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}
applyDocumentLanguage(i18next.language);
i18next.on('languageChanged', applyDocumentLanguage);

/** The runner switches language: saved for next time, shown now unless a page forces Chinese. */
export function setLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  if (!isLanguageLocked()) void i18next.changeLanguage(language);
}

/** Forces Chinese until the returned release is called; then the runner's choice comes back. */
export function lockChinese(): () => void {
  chineseLocks += 1;
  void i18next.changeLanguage('zh-CN');
  notifyLock();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    chineseLocks -= 1;
    if (chineseLocks === 0) void i18next.changeLanguage(savedLanguage());
    notifyLock();
  };
}

/** Holds the Chinese lock while the calling component is shown and `mustCn` is true. */
export function useMustCn(mustCn: boolean): void {
  useEffect(() => (mustCn ? lockChinese() : undefined), [mustCn]);
}

function subscribeLock(listener: () => void): () => void {
  lockListeners.add(listener);
  return () => lockListeners.delete(listener);
}

/** True while a page forces Chinese (the language switch is then hidden). */
export function useLanguageLocked(): boolean {
  return useSyncExternalStore(subscribeLock, isLanguageLocked);
}

export { i18next };
