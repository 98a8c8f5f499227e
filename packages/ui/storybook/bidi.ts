import { expect } from 'storybook/test';

/**
 * A story pinned to Arabic, whatever the toolbar's language: it shows the component right to left.
 * The story names itself (`name: 'Right to left (العربية)'`): Storybook's index reads the name from
 * the story's own object, not from a spread.
 */
export const rightToLeft = { globals: { locale: 'ar' } };

/**
 * Expects `text` to be shown isolated from the text around it, in its own left-to-right order: a
 * phone number, an e-mail address, a code or a value with its unit inside a right-to-left page.
 * apps/storybook/tests/rtl.spec.ts measures the order the letters are drawn in.
 */
export async function expectIsolatedLeftToRight(root: HTMLElement, text: string) {
  const isolate = [...root.querySelectorAll('bdi')].find((el) => el.textContent === text);
  await expect(isolate, `"${text}" in a <bdi>`).toBeDefined();
  const style = getComputedStyle(isolate!);
  await expect(style.direction, text).toBe('ltr');
  await expect(style.unicodeBidi, text).toBe('isolate');
}
