// Every story in Arabic: each phone number and e-mail address it shows reads left to right, as
// written ("+90 212 555 01 23", not "23 01 555 212 90+"). Unisolated in a right-to-left line, the
// bidi algorithm draws such a value's groups from right to left; the kit wraps them in <bdi>
// (packages/ui/README.md, "Right to left"). Measured by where each character is drawn.
import { test, expect, type Page } from '@playwright/test';
import { expectLeftToRight } from '@defne/site/testing';
import { openPreview, showAfresh, stories } from './story-channel';

/** Marks each element whose own text holds a phone number or an e-mail address; returns them. */
function markValues(page: Page) {
  return page.evaluate(() => {
    const values = /\+\d{1,3}(?: \d{2,4}){2,}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
    const found: { mark: string; value: string }[] = [];
    let n = 0;
    for (const root of document.querySelectorAll('#storybook-root, dialog')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        const box = parent.getBoundingClientRect();
        if (box.width <= 1 || !parent.checkVisibility()) continue;
        for (const [value] of (node.textContent ?? '').matchAll(values)) {
          const mark = String(n++);
          parent.dataset.rtlValue = `${parent.dataset.rtlValue ?? ''} ${mark}`.trim();
          found.push({ mark, value });
        }
      }
    }
    return found;
  });
}

test.describe('Arabic: numbers and addresses read left to right', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await openPreview(browser, 'ar', { width: 1280, height: 800 });
  });
  test.afterAll(() => page.close());

  for (const story of stories) {
    test(`${story.title} › ${story.name}`, async () => {
      expect(await showAfresh(page, story.id), 'the story renders').not.toMatch(
        /error|timeout|missing/,
      );
      const values = await markValues(page);
      test.info().annotations.push({ type: 'values', description: String(values.length) });
      for (const { mark, value } of values)
        await expectLeftToRight(page.locator(`[data-rtl-value~="${mark}"]`), value);
    });
  }
});
