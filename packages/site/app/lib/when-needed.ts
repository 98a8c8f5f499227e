// Code for a part of a prerendered page that is not needed at once (the enquiry forms): load it
// when the visitor gets near it, touches or focuses it, or something says it is needed now (a
// saved draft to show). Until then its server HTML stays on screen, inert but complete, and React
// hydrates it when the code arrives (a lazy component inside a Suspense boundary).
import { lazy, type ComponentType } from 'react';

/** How close to the viewport the part must come, in px, before its code loads. */
export const NEAR_VIEWPORT_PX = 200;

const INTERACTIONS = ['focusin', 'pointerdown', 'touchstart'] as const;

/**
 * Resolves when the element matching `selector` is near the viewport, is focused or pressed, or
 * when `now()` is true; at once where there is no such element (prerendering, or a client-side
 * navigation that renders the part fresh) or no IntersectionObserver. Also resolves if the element
 * leaves the document first, so a later render never waits on a part that is gone, or if its server
 * HTML leaves it: React drops a dehydrated Suspense boundary's HTML when the boundary updates before
 * it has hydrated (e.g. '/' switching to the visitor's language), and the part must not stay empty
 * until the visitor scrolls to it.
 */
export function whenNeeded(selector: string, now?: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const element = typeof document === 'undefined' ? null : document.querySelector(selector);
    if (!element || typeof IntersectionObserver === 'undefined' || now?.()) {
      resolve();
      return;
    }
    const done = () => {
      visible.disconnect();
      removed.disconnect();
      for (const type of INTERACTIONS) element.removeEventListener(type, done, true);
      resolve();
    };
    const visible = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: `${NEAR_VIEWPORT_PX}px 0px` },
    );
    visible.observe(element);
    const removed = new MutationObserver(() => {
      if (!element.isConnected || element.childElementCount === 0) done();
    });
    removed.observe(document.body, { childList: true, subtree: true });
    for (const type of INTERACTIONS)
      element.addEventListener(type, done, { capture: true, passive: true });
  });
}

/** React.lazy that waits for whenNeeded(selector, now) before it loads the module. */
export function lazyWhenNeeded<P extends object>(
  selector: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  now?: () => boolean,
) {
  return lazy(() => whenNeeded(selector, now).then(load));
}
