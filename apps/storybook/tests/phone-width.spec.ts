// Every story at 320 px, the narrowest phone the site supports, in Turkish and in Arabic (right to
// left): nothing scrolls the page sideways, and no element cuts its text off (an element that hides
// or clips its overflow whose content is wider than its box, a long word in a product card's title
// say; measured on the text itself, so a zoomed picture panned inside its frame is no cut). A table
// or a strip that scrolls on purpose (overflow: auto) is not a cut.
import { test, expect, type Page } from '@playwright/test';
import { openPreview, showAfresh, stories } from './story-channel';

/** What overflows at this width: the page's sideways scroll and every element that cuts text off. */
function overflows(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1)
      found.push(`the page scrolls sideways: ${doc.scrollWidth} px wide in ${doc.clientWidth} px`);
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? ` class="${el.className}"` : ''}>`;
    const clips = (el: Element) => {
      const style = getComputedStyle(el);
      return ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
    };
    const roots = document.querySelectorAll('#storybook-root, dialog');
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        if (!text) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        if (rects.length === 0) continue;
        let hidden = false;
        const clippers: Element[] = [];
        for (let el = node.parentElement; el && el !== document.body; el = el.parentElement) {
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          // Not shown, or visually hidden for screen readers (a 1 px clipped box).
          if (
            style.display === 'none' ||
            style.visibility === 'hidden' ||
            box.width <= 1 ||
            box.height <= 1
          ) {
            hidden = true;
            break;
          }
          if (clips(el)) clippers.push(el);
        }
        if (hidden) continue;
        for (const clipper of clippers) {
          const box = clipper.getBoundingClientRect();
          const [left, right] = [
            box.left + clipper.clientLeft,
            box.left + clipper.clientLeft + clipper.clientWidth,
          ];
          if (rects.some((r) => r.left < left - 1 || r.right > right + 1)) {
            found.push(
              `"${text.slice(0, 40)}" is cut off by ${name(clipper)} (${Math.round(clipper.clientWidth)} px wide)`,
            );
            break;
          }
        }
      }
    }
    return found;
  });
}

for (const locale of ['tr', 'ar'] as const) {
  test.describe(`320 px, ${locale}`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await openPreview(browser, locale, { width: 320, height: 640 });
    });
    test.afterAll(() => page.close());

    for (const story of stories) {
      test(`${story.title} › ${story.name}: no sideways scroll, no text cut off`, async () => {
        await page.setViewportSize({ width: 320, height: 640 });
        expect(await showAfresh(page, story.id), 'the story renders').not.toMatch(
          /error|timeout|missing/,
        );
        // Layout after the play function's last step (fonts, images of fixed size: no later shift).
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
        expect(await overflows(page)).toEqual([]);
      });
    }
  });
}
