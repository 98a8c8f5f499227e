// jsdom lacks a few browser APIs the components use; these stand-ins exist for the jsdom tests only
// (server rendering and hydration). The stories run in real Chromium: apps/storybook's test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof window.IntersectionObserver === 'undefined') {
  /** Reports every observed element as fully visible on the next tick. */
  class ImmediateIntersectionObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds: readonly number[];
    private callback: IntersectionObserverCallback;
    private timers = new Set<ReturnType<typeof setTimeout>>();
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.callback = callback;
      const t = options?.threshold ?? 0;
      this.thresholds = Array.isArray(t) ? t : [t];
    }
    observe(target: Element) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        const rect = target.getBoundingClientRect();
        this.callback(
          [
            {
              target,
              isIntersecting: true,
              intersectionRatio: 1,
              boundingClientRect: rect,
              intersectionRect: rect,
              rootBounds: null,
              time: performance.now(),
            },
          ],
          this,
        );
      }, 0);
      this.timers.add(timer);
    }
    unobserve() {}
    disconnect() {
      this.timers.forEach(clearTimeout);
      this.timers.clear();
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  window.IntersectionObserver = ImmediateIntersectionObserver;
}

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  // Enough of the modal dialog for the tests: open attribute, Escape → cancel, close → close event.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.setAttribute('aria-modal', 'true');
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !this.open || event.defaultPrevented) return;
      const cancel = new Event('cancel', { cancelable: true });
      if (this.dispatchEvent(cancel)) this.close();
    };
    this.ownerDocument.addEventListener('keydown', onKey);
    this.addEventListener('close', () => this.ownerDocument.removeEventListener('keydown', onKey), {
      once: true,
    });
    (
      this.querySelector<HTMLElement>('[autofocus]') ??
      this.querySelector<HTMLElement>('button, a[href], input')
    )?.focus();
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.removeAttribute('aria-modal');
    this.dispatchEvent(new Event('close'));
  };
}

window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  document.documentElement.className = '';
});
