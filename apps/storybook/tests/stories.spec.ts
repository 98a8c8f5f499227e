// Every story of the built Storybook, in Debian's Chromium, in both themes and every language of
// the toolbar (Turkish, English, and Arabic written right to left):
// the story renders, its play function passes, addon-a11y's axe run (WCAG 2.x A/AA, after the
// play function) finds no violation and the page logs no console error.
import { test as base, expect, type Page } from '@playwright/test';
import { testedStories } from './story-index';

const stories = testedStories();

const variants = [
  { theme: 'light', locale: 'tr' },
  { theme: 'dark', locale: 'tr' },
  { theme: 'light', locale: 'en' },
  { theme: 'dark', locale: 'en' },
  { theme: 'light', locale: 'ar' },
  { theme: 'dark', locale: 'ar' },
] as const;
type Variant = (typeof variants)[number];

interface Outcome {
  status: 'success' | 'error' | 'warning' | 'missing' | 'timeout';
  error?: string;
  violations: string[];
}

/** One page per variant and worker, loaded once with that variant's globals; stories switch over the channel. */
const test = base.extend<
  object,
  { previewPage: (variant: Variant) => Promise<{ page: Page; errors: string[] }> }
>({
  previewPage: [
    async ({ browser }, use) => {
      const pages = new Map<string, Promise<{ page: Page; errors: string[] }>>();
      await use((variant) => {
        const key = `${variant.theme}:${variant.locale}`;
        let entry = pages.get(key);
        if (!entry) {
          entry = (async () => {
            const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
            const page = await context.newPage();
            const errors: string[] = [];
            page.on('console', (message) => {
              if (message.type() === 'error') errors.push(message.text());
            });
            page.on('pageerror', (error) => errors.push(error.message));
            await page.goto(`/iframe.html?globals=theme:${variant.theme};locale:${variant.locale}`);
            await page.waitForFunction(
              () => 'storyStoreValue' in (window.__STORYBOOK_PREVIEW__ ?? {}),
            );
            await page.evaluate(() => window.__STORYBOOK_PREVIEW__.ready());
            return { page, errors };
          })();
          pages.set(key, entry);
        }
        return entry;
      });
      for (const entry of pages.values()) await (await entry).page.context().close();
    },
    { scope: 'worker' },
  ],
});

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

/** The viewport a story asks for through its `viewport` global (Storybook's toolbar sizes the iframe; here the page is the iframe). */
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

async function runStory(page: Page, id: string): Promise<Outcome> {
  return page.evaluate(
    (storyId) =>
      new Promise<Outcome>((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const listeners: Array<[string, (payload: never) => void]> = [];
        const listen = <T>(event: string, listener: (payload: T) => void) => {
          listeners.push([event, listener as (payload: never) => void]);
          channel.on(event, listener as (payload: never) => void);
        };
        const done = (outcome: Outcome) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          clearTimeout(timer);
          resolve(outcome);
        };
        const fail =
          (status: Outcome['status']) =>
          (error: { message?: string; title?: string; description?: string; stack?: string }) =>
            done({
              status,
              error: error.stack ?? error.message ?? `${error.title}: ${error.description}`,
              violations: [],
            });
        const timer = setTimeout(() => done({ status: 'timeout', violations: [] }), 25_000);
        listen('storyErrored', fail('error'));
        listen('storyThrewException', fail('error'));
        listen('playFunctionThrewException', fail('error'));
        listen('storyMissing', () => done({ status: 'missing', violations: [] }));
        listen<{
          storyId: string;
          status: Outcome['status'];
          reporters: Array<{
            type: string;
            result: {
              violations?: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }>;
              error?: unknown;
            };
          }>;
        }>('storyFinished', ({ storyId: finished, status, reporters }) => {
          if (finished !== storyId) return;
          const a11y = reporters.find((r) => r.type === 'a11y');
          const violations = a11y
            ? (a11y.result.violations ?? []).map(
                (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
              )
            : ['addon-a11y did not run'];
          if (a11y?.result.error) violations.push(`axe failed: ${String(a11y.result.error)}`);
          done({ status, violations });
        });
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
}

for (const variant of variants) {
  test.describe(`${variant.theme} / ${variant.locale}`, () => {
    for (const story of stories) {
      test(`${story.title} › ${story.name}`, async ({ previewPage }) => {
        const { page, errors } = await previewPage(variant);
        if (
          (await page.evaluate(() => window.__STORYBOOK_PREVIEW__.currentRender?.id)) === story.id
        ) {
          // setCurrentStory with the current id does nothing: start this page afresh.
          await page.reload();
          await page.waitForFunction(
            () => 'storyStoreValue' in (window.__STORYBOOK_PREVIEW__ ?? {}),
          );
          await page.evaluate(() => window.__STORYBOOK_PREVIEW__.ready());
        }
        await page.setViewportSize(await storyViewport(page, story.id));
        errors.length = 0;
        const outcome = await runStory(page, story.id);
        expect(outcome.error, 'render and play function').toBeUndefined();
        expect(outcome.status, 'story status').toBe('success');
        expect(outcome.violations, 'axe violations').toEqual([]);
        expect(errors, 'console errors').toEqual([]);
      });
    }
  });
}
