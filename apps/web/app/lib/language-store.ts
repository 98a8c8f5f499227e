import type { Lang, Resources } from '@defne/content';
import { useSyncExternalStore } from 'react';

// '/' (and an unknown path's 404 page) belongs to no language: it shows the visitor's preference,
// stored under `lang`. Every other path decides its language itself (design D2), and reading a
// page in a language makes that language the preference.
export const LANG_STORAGE_KEY = 'lang';

let preferred: Lang | null = null;
const fullResources: Partial<Record<Lang, Resources>> = {};
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readStoredLang(): Lang | null {
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY);
    return stored === 'tr' || stored === 'en' ? stored : null;
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
 * shown in a language other than the one they were prerendered in.
 */
export async function ensureFullResources(lang: Lang): Promise<Resources> {
  const cached = fullResources[lang];
  if (cached) return cached;
  const resources =
    lang === 'en'
      ? (await import('@defne/content/locales/en')).en
      : (await import('@defne/content/locales/tr')).tr;
  fullResources[lang] = resources;
  notify();
  return resources;
}

/**
 * `clientLoader` of '/' and the 404 page: going there in English fetches the English texts
 * before the page shows.
 */
export async function loadInPreferredLanguage<T>({
  serverLoader,
}: {
  serverLoader: () => Promise<unknown>;
}): Promise<T> {
  const [data] = await Promise.all([
    serverLoader(),
    preferred === 'en' ? ensureFullResources('en') : null,
  ]);
  return data as T;
}

/** Called once after hydration, so the first client render matches the prerendered HTML. */
export async function restorePreferredLang() {
  const stored = readStoredLang();
  if (!stored) return;
  preferred = stored;
  if (stored === 'en') await ensureFullResources('en');
  notify();
}

export function usePreferredLang(): Lang | null {
  return useSyncExternalStore(subscribe, getPreferredLang, () => null);
}

/** Re-renders when a language's full resources arrive. */
export function useFullResources(lang: Lang): Resources | undefined {
  return useSyncExternalStore(
    subscribe,
    () => fullResources[lang],
    () => undefined,
  );
}
