// The visual baseline (D28): every story of the built Storybook, after its play function, in the
// light and the dark theme, compared with its committed screenshot in baseline/ (the story root
// only, or the viewport when a dialog is open). Stories pinned to Arabic are taken right to left.
// A difference fails the test and leaves the baseline, the new screenshot and their difference
// under test-results/artifacts/; `pnpm visual:accept` takes the new screenshots as the baseline,
// writes the missing ones (new stories) and deletes those of stories that no longer exist.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';
import { BASELINE_DIR, baselineName, isAccepting, themes, visualStories } from './visual';

interface Outcome {
  status: string;
  error?: string;
}

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__: {
      ready(): Promise<void>;
      storyStoreValue: {
        loadStory(input: {
          storyId: string;
        }): Promise<{ storyGlobals: Record<string, unknown>; parameters: Record<string, unknown> }>;
      };
      currentRender?: { id: string };
    };
    __STORYBOOK_ADDONS_CHANNEL__: {
      on(event: string, listener: (payload: never) => void): void;
      off(event: string, listener: (payload: never) => void): void;
      emit(event: string, payload: unknown): void;
    };
  }
}

const stories = visualStories();

/** One preview page per theme and worker, loaded once; stories switch over Storybook's channel. */
const test = base.extend<object, { previewPage: (theme: string) => Promise<Page> }>({
  previewPage: [
    async ({ browser }, use) => {
      const pages = new Map<string, Promise<Page>>();
      await use((theme) => {
        let entry = pages.get(theme);
        if (!entry) {
          entry = (async () => {
            const context = await browser.newContext({
              viewport: { width: 1280, height: 800 },
              reducedMotion: 'reduce',
            });
            const page = await context.newPage();
            await page.goto(`/iframe.html?globals=theme:${theme};locale:tr`);
            await ready(page);
            return page;
          })();
          pages.set(theme, entry);
        }
        return entry;
      });
      for (const entry of pages.values()) await (await entry).context().close();
    },
    { scope: 'worker' },
  ],
});

async function ready(page: Page) {
  await page.waitForFunction(() => 'storyStoreValue' in (window.__STORYBOOK_PREVIEW__ ?? {}));
  await page.evaluate(() => window.__STORYBOOK_PREVIEW__.ready());
}

/** The viewport a story asks for through its `viewport` global. */
async function storyViewport(page: Page, id: string) {
  return page.evaluate(async (storyId) => {
    const story = await window.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId });
    const value = (story.storyGlobals.viewport as { value?: string } | undefined)?.value;
    const options = (
      story.parameters.viewport as {
        options?: Record<string, { styles: { width: string; height: string } }>;
      }
    )?.options;
    const styles = value ? options?.[value]?.styles : undefined;
    return styles
      ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) }
      : { width: 1280, height: 800 };
  }, id);
}

/** Shows a story and resolves once it has rendered and its play function has finished. */
async function showStory(page: Page, id: string): Promise<Outcome> {
  if ((await page.evaluate(() => window.__STORYBOOK_PREVIEW__.currentRender?.id)) === id) {
    // setCurrentStory with the current id does nothing: start this page afresh.
    await page.reload();
    await ready(page);
  }
  await page.setViewportSize(await storyViewport(page, id));
  return page.evaluate(
    (storyId) =>
      new Promise<Outcome>((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const events = ['storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing'];
        const listener = (event: string) => (payload: { storyId?: string; status?: string }) => {
          if (event === 'storyFinished' && payload.storyId !== storyId) return;
          for (const [name, fn] of listeners) channel.off(name, fn);
          clearTimeout(timer);
          resolve({
            status: event === 'storyFinished' ? (payload.status ?? 'success') : event,
            error: event === 'storyFinished' ? undefined : JSON.stringify(payload),
          });
        };
        const listeners = events.map((event) => [event, listener(event)] as const);
        for (const [name, fn] of listeners) channel.on(name, fn as (payload: never) => void);
        const timer = setTimeout(() => resolve({ status: 'timeout' }), 25_000);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
}

for (const theme of themes) {
  test.describe(theme, () => {
    // A whole screen is a tall picture, taken twice until it holds still.
    test.describe.configure({ timeout: 60_000 });
    for (const story of stories) {
      test(`${story.title} › ${story.name}`, async ({ previewPage }, testInfo) => {
        const page = await previewPage(theme);
        const outcome = await showStory(page, story.id);
        expect(outcome.error, 'render and play function').toBeUndefined();
        // The pictures are in and the page has settled before the first shot.
        await page.evaluate(async () => {
          await document.fonts.ready;
          await Promise.all(
            [...document.images].map((img) =>
              img.complete ? null : new Promise((done) => (img.onload = img.onerror = done)),
            ),
          );
          window.scrollTo(0, 0);
        });
        const name = baselineName(story.id, theme);
        if (!existsSync(`${BASELINE_DIR}/${name}`)) {
          testInfo.annotations.push({ type: 'new baseline', description: name });
          if (isAccepting(testInfo)) console.log(`new baseline: ${name}`);
        }
        const options = {
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          timeout: 20_000,
        } as const;
        const root = page.locator('#storybook-root');
        const rootBox = await root.boundingBox();
        // A modal draws in the top layer, outside the root's box: the viewport holds what is seen.
        const modal = await page.evaluate(
          () => !!document.querySelector('dialog[open], [aria-modal="true"], :popover-open'),
        );
        if (modal || !rootBox || rootBox.height < 1) {
          await expect(page).toHaveScreenshot(name, options);
        } else {
          await expect(root).toHaveScreenshot(name, options);
        }
      });
    }
  });
}

test('every baseline belongs to a story', async ({ baseURL: _ }, testInfo) => {
  const expected = new Set(stories.flatMap((s) => themes.map((t) => baselineName(s.id, t))));
  const stale = existsSync(BASELINE_DIR)
    ? readdirSync(BASELINE_DIR).filter((file) => !expected.has(file))
    : [];
  if (isAccepting(testInfo)) {
    for (const file of stale) {
      rmSync(`${BASELINE_DIR}/${file}`);
      console.log(`removed baseline: ${file}`);
    }
    return;
  }
  expect(stale, 'baselines of stories that no longer exist (run `pnpm visual:accept`)').toEqual([]);
});
