import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the element the locator points at has focus right now. */
export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until the target has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 120, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return i + 1;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** A short description of the focused element, for assertions and messages. */
export function focusedInfo(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      name: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      inHeader: Boolean(el?.closest('header')),
      inMain: Boolean(el?.closest('main')),
      inDialog: Boolean(el?.closest('dialog[open]')),
    };
  });
}

export async function expectFocusInside(container: Locator) {
  expect(await container.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}
