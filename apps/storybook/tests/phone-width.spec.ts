// Every story at 320 px, the narrowest phone the site supports, in Turkish and in Arabic (right to
// left): nothing scrolls the page sideways, and no element cuts its text off (an element that hides
// or clips its overflow whose content is wider than its box, a long word in a product card's title
// say; measured on the text itself, so a zoomed picture panned inside its frame is no cut). A table
// or a strip that scrolls on purpose (overflow: auto) is not a cut.
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8'),
) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter(
  (e) => e.type === 'story' && e.tags?.includes('test'),
);

/** The preview's parts these checks use (the same globals tests/stories.spec.ts declares). */
interface Preview {
  __STORYBOOK_PREVIEW__?: { ready(): Promise<void>; currentRender?: { id: string } };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (payload: never) => void): void;
    off(event: string, listener: (payload: never) => void): void;
    emit(event: string, payload: unknown): void;
  };
}
/** Shows a story through the preview's channel and waits for it (and its play function) to end. */
function showStory(page: Page, id: string) {
  return page.evaluate(
    (storyId) =>
      new Promise<string>((resolve) => {
        const channel = (window as unknown as Preview).__STORYBOOK_ADDONS_CHANNEL__;
        const events = ['storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing'];
        const listener = (payload: { storyId?: string; status?: string } | undefined) => {
          if (payload?.storyId && payload.storyId !== storyId) return;
          for (const event of events) channel.off(event, listener as never);
          clearTimeout(timer);
          resolve(payload?.status ?? 'error');
        };
        const timer = setTimeout(() => listener({ status: 'timeout' }), 25_000);
        for (const event of events) channel.on(event, listener as never);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
}

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
      page = await browser.newPage({ viewport: { width: 320, height: 640 } });
      await page.goto(`/iframe.html?globals=locale:${locale}`);
      await page.waitForFunction(
        () => 'storyStoreValue' in ((window as unknown as Preview).__STORYBOOK_PREVIEW__ ?? {}),
      );
      await page.evaluate(() => (window as unknown as Preview).__STORYBOOK_PREVIEW__!.ready());
    });
    test.afterAll(() => page.close());

    for (const story of stories) {
      test(`${story.title} › ${story.name}: no sideways scroll, no text cut off`, async () => {
        if (
          (await page.evaluate(
            () => (window as unknown as Preview).__STORYBOOK_PREVIEW__?.currentRender?.id,
          )) === story.id
        ) {
          // Showing the story already shown does nothing: start afresh.
          await page.reload();
          await page.waitForFunction(
            () => 'storyStoreValue' in ((window as unknown as Preview).__STORYBOOK_PREVIEW__ ?? {}),
          );
        }
        await page.setViewportSize({ width: 320, height: 640 });
        expect(await showStory(page, story.id), 'the story renders').not.toMatch(
          /error|timeout|missing/,
        );
        // Layout after the play function's last step (fonts, images of fixed size: no later shift).
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
        expect(await overflows(page)).toEqual([]);
      });
    }
  });
}
