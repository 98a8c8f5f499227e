import { siteConstants } from '@defne/core';
import { useEffect, useRef } from 'react';
import { dropPrerenderedStructuredData } from './structured-data';

/**
 * On every route change (not the first load): after the spec's 10 ms, scroll to the top and move
 * focus to the new page's main heading, so keyboard and screen-reader users land on the new page.
 * A hash (#mission) is left to the page, which scrolls to its block.
 */
let keepNext = false;

/**
 * The coming route change opens or closes a dialog over the same page (a product over its sector
 * grid, D17): leave the scroll position and the focus to the dialog. Call it from the page's
 * effect; the layout's effect runs after it in the same commit.
 */
export function keepPlaceOnce() {
  keepNext = true;
}

export function useRouteChangeEffects(path: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      keepNext = false;
      return;
    }
    if (keepNext) {
      keepNext = false;
      return;
    }
    dropPrerenderedStructuredData();
    const timer = window.setTimeout(() => {
      if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      // A field that outlived the navigation drove it (the sectors search goes to the first
      // matching category as the visitor types): the caret stays there, or the next keys are lost.
      if (isTypingField(document.activeElement)) return;
      // A menu the visitor opened while the page was on its way (the language menu, a
      // `<details>`): moving focus out of it would close it under their finger.
      if (document.activeElement?.closest('details[open]')) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: Boolean(window.location.hash) });
      }
    }, siteConstants.SCROLL_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [path]);
}

function isTypingField(element: Element | null) {
  return (
    element instanceof HTMLInputElement &&
    ['search', 'text'].includes(element.type) &&
    element.closest('main') !== null
  );
}
