import type { Lang } from '@defne/content/core';
import { useSyncExternalStore } from 'react';

// '/' and the 404 page belong to no language: they show the visitor's preference (D2), read
// after hydration so the first render matches the prerendered Turkish HTML.
const KEY = 'lang';
let preferred: Lang | null = null;
const listeners = new Set<() => void>();

export function getPreferredLang(): Lang | null {
  return preferred;
}

export function setPreferredLang(lang: Lang) {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // The choice then lasts for this visit.
  }
  if (preferred !== lang) {
    preferred = lang;
    listeners.forEach((listener) => listener());
  }
}

export function restorePreferredLang() {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored === 'tr' || stored === 'en') setPreferredLang(stored);
  } catch {
    // No storage: Turkish.
  }
}

export function usePreferredLang(): Lang | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getPreferredLang,
    () => null,
  );
}
