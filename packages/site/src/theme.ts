import { siteConstants } from '@defne/core';
import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const KEY = siteConstants.THEME_STORAGE_KEY;

/**
 * Runs inline in <head> before first paint (design D12): the stored theme, or the system
 * preference when nothing is stored, as the `dark` class on <html>. It is one fixed string, so its
 * sha256 in the Content-Security-Policy stays the same on every page.
 */
export const themeScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(KEY)});if(t!=="dark"&&t!=="light")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";document.documentElement.classList.toggle("dark",t==="dark")}catch(e){}})()`;

/**
 * Marks the theme switch for the page's early-input code (build-steps/boot-after-load.mjs): a press
 * before hydration switches the theme at once and stores it under this key; React then reads it.
 */
export const earlyThemeToggle: Record<'data-early-theme', string> = { 'data-early-theme': KEY };

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme on <html> ('light' while prerendering and hydrating, as the HTML was rendered). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
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
