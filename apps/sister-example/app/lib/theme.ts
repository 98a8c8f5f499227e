import { siteConstants } from '@defne/content/core';
import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const KEY = siteConstants.THEME_STORAGE_KEY;

/** Inline in <head>, before first paint (D12): the stored theme, else the system preference. */
export const themeScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(KEY)});if(t!=="dark"&&t!=="light")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";document.documentElement.classList.toggle("dark",t==="dark")}catch(e){}})()`;

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

/** The theme on <html>; 'light' while prerendering (the inline script sets it before paint). */
export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentTheme,
    () => 'light',
  );
}

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  listeners.forEach((listener) => listener());
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // Without storage the theme still applies for this page view.
  }
}
