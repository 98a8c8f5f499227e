import { defaultLanguages, languages as kitLanguages, type Lang } from '@defne/core';
import { useSyncExternalStore } from 'react';

// '/' (and an unknown path's 404 page) belongs to no language: it shows the visitor's preference,
// stored under `lang`. Every other path decides its language itself (design D2), and reading a
// page in a language makes that language the preference.
export const LANG_STORAGE_KEY = 'lang';

/** Every namespace of a language's texts, as the site's i18next resources hold them. */
export type Texts = Record<string, unknown>;

/** Loads one language's whole texts in the browser (a dynamic import, so it is a chunk of its own). */
export type TextsLoader = (lang: Lang) => Promise<Texts>;

let preferred: Lang | null = null;
let defaultLang: Lang = defaultLanguages.default;
let loadTexts: TextsLoader | null = null;
const fullTexts: Partial<Record<Lang, Texts>> = {};
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * How '/' and the 404 page get the other language's texts: the site passes a loader such as
 * `(lang) => import(\`./locales/${lang}.ts\`).then((m) => m.texts)`. Without one they stay in the
 * language they were prerendered in.
 */
export function setTextsLoader(loader: TextsLoader | null) {
  loadTexts = loader;
}

/**
 * The site's default language (its route map's `defaultLang`): what '/' and the language-free 404
 * page are prerendered in and show until the visitor chooses. The kit's root sets it once, before
 * the first render. @default the kit's default language (`defaultLanguages.default`)
 */
export function setDefaultLang(lang: Lang) {
  defaultLang = lang;
}

export function getDefaultLang(): Lang {
  return defaultLang;
}

/**
 * The stored preference, if it is one of `languages` (a language the site dropped, or any other
 * value, is none). @default the kit's default languages
 */
export function readStoredLang(languages: readonly Lang[] = kitLanguages): Lang | null {
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY);
    return stored !== null && languages.includes(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function getPreferredLang(): Lang | null {
  return preferred;
}

export function setPreferredLang(lang: Lang) {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private mode): the choice then lasts for this visit.
  }
  if (preferred !== lang) {
    preferred = lang;
    notify();
  }
}

/**
 * Every namespace of one language, as a separate chunk: needed only when '/' or the 404 page is
 * shown in a language other than the one they were prerendered in (the default language).
 */
export async function ensureFullTexts(lang: Lang): Promise<Texts | undefined> {
  const cached = fullTexts[lang];
  if (cached || !loadTexts) return cached;
  const texts = await loadTexts(lang);
  fullTexts[lang] = texts;
  notify();
  return texts;
}

/**
 * `clientLoader` of '/' and the 404 page: going there in the other language fetches its texts
 * before the page shows.
 */
export async function loadInPreferredLanguage<T>({
  serverLoader,
}: {
  serverLoader: () => Promise<unknown>;
}): Promise<T> {
  const [data] = await Promise.all([
    serverLoader(),
    preferred && preferred !== defaultLang ? ensureFullTexts(preferred) : null,
  ]);
  return data as T;
}

/**
 * Called once after hydration, so the first client render matches the prerendered HTML. `pageLang`
 * is the page's own language: a page that has one (`/en`, `/about`) needs no other texts, so only
 * '/' and the language-free 404 page (null) fetch the stored language's texts when it is not the
 * one they were prerendered in.
 */
export async function restorePreferredLang(
  pageLang: Lang | null = null,
  languages?: readonly Lang[],
) {
  const stored = readStoredLang(languages);
  if (!stored) return;
  preferred = stored;
  if (pageLang === null && stored !== defaultLang) await ensureFullTexts(stored);
  notify();
}

/**
 * The language a page shows: `pathLang` when its path has one; on '/' and the 404 page (none),
 * the visitor's preference once that language's texts are here, else the default language.
 *
 * The store's snapshot is that language itself, not the preference: React renders a store's change
 * synchronously, in one task, from the component that reads it down (here the document, so the
 * whole page). Reading a page stores its language as the preference right after hydration; a
 * snapshot of the preference re-rendered every page then, in a task of about 70 ms on a phone
 * (docs/performance.md, "What hydration runs"), to show the same language.
 */
export function useShownLang(pathLang: Lang | null | undefined): Lang {
  const shown = () => {
    if (pathLang) return pathLang;
    return preferred && preferred !== defaultLang && fullTexts[preferred] ? preferred : defaultLang;
  };
  return useSyncExternalStore(subscribe, shown, () => pathLang || defaultLang);
}

/** Re-renders when a language's full texts arrive. */
export function useFullTexts(lang: Lang): Texts | undefined {
  return useSyncExternalStore(
    subscribe,
    () => fullTexts[lang],
    () => undefined,
  );
}
