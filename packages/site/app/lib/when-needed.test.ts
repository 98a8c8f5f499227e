// whenNeeded: the enquiry forms' code waits for the visitor to come near, touch or focus them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_PX, whenNeeded } from './when-needed';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; options: IntersectionObserverInit; disconnected: boolean }[] =
  [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number];
      constructor(callback: Callback, options: IntersectionObserverInit) {
        this.entry = { callback, options, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  document.body.innerHTML =
    '<main><div data-enquiry="contact"><form><input id="name"></form></div></main>';
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('whenNeeded', () => {
  it('resolves at once where the element does not exist (prerender, client-side render)', async () => {
    expect(await settled(whenNeeded('[data-enquiry="short"]'))).toBe(true);
  });

  it('waits until the element comes within the margin of the viewport', async () => {
    const needed = whenNeeded('[data-enquiry="contact"]');
    expect(await settled(needed)).toBe(false);
    expect(observers[0]!.options.rootMargin).toBe(`${NEAR_VIEWPORT_PX}px 0px`);
    observers[0]!.callback([{ isIntersecting: false }]);
    expect(await settled(needed)).toBe(false);
    observers[0]!.callback([{ isIntersecting: true }]);
    expect(await settled(needed)).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('resolves when the visitor focuses or presses inside it', async () => {
    const focused = whenNeeded('[data-enquiry="contact"]');
    document.getElementById('name')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(focused)).toBe(true);
    const pressed = whenNeeded('[data-enquiry="contact"]');
    document.getElementById('name')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(pressed)).toBe(true);
  });

  it('resolves at once when now() says so (a saved draft to show)', async () => {
    expect(await settled(whenNeeded('[data-enquiry="contact"]', () => true))).toBe(true);
    expect(await settled(whenNeeded('[data-enquiry="contact"]', () => false))).toBe(false);
  });

  it('resolves when the element leaves the document, so no later render waits forever', async () => {
    const needed = whenNeeded('[data-enquiry="contact"]');
    document.querySelector('main')!.remove();
    expect(await settled(needed)).toBe(true);
  });

  it('resolves when its server HTML is dropped (a boundary switched to client rendering)', async () => {
    const needed = whenNeeded('[data-enquiry="contact"]');
    expect(await settled(needed)).toBe(false);
    document.querySelector('[data-enquiry="contact"]')!.replaceChildren();
    expect(await settled(needed)).toBe(true);
  });
});
