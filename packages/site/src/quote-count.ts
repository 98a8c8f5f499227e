import { useSyncExternalStore } from 'react';

/** Where the quote list lives (localStorage: it outlives the tab, unlike the forms' drafts). */
export const QUOTE_LIST_KEY = 'defne:quote-list';
/** Fired on the window when this tab changes the list (`storage` tells of other tabs). */
export const QUOTE_LIST_EVENT = 'defne:quote-list';

function subscribe(onChange: () => void) {
  addEventListener(QUOTE_LIST_EVENT, onChange);
  addEventListener('storage', onChange);
  return () => {
    removeEventListener(QUOTE_LIST_EVENT, onChange);
    removeEventListener('storage', onChange);
  };
}

function count(): number {
  try {
    const lines: unknown = JSON.parse(localStorage.getItem(QUOTE_LIST_KEY) ?? '[]');
    return Array.isArray(lines) ? lines.length : 0;
  } catch {
    return 0;
  }
}

/**
 * How many products the quote list holds: 0 while prerendering and hydrating (the HTML knows no
 * visitor's list), then the stored count, kept in step. The list's own code loads on first use.
 */
export function useQuoteCount(): number {
  return useSyncExternalStore(subscribe, count, () => 0);
}
