// Shows the built Storybook's stories one after another in one page, over the preview's channel
// (as tests/stories.spec.ts does), for the checks that run on every story.
import type { Browser, Page } from '@playwright/test';
import { testedStories } from './story-index';

export const stories = testedStories();

/** The preview's parts these checks use (the same globals tests/stories.spec.ts declares). */
export interface Preview {
  __STORYBOOK_PREVIEW__?: { ready(): Promise<void>; currentRender?: { id: string } };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (payload: never) => void): void;
    off(event: string, listener: (payload: never) => void): void;
    emit(event: string, payload: unknown): void;
  };
}
/** Shows a story through the preview's channel and waits for it (and its play function) to end. */
export function showStory(page: Page, id: string) {
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

/** A page of the preview in `locale`, ready to show stories. */
export async function openPreview(
  browser: Browser,
  locale: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(`/iframe.html?globals=locale:${locale}`);
  await page.waitForFunction(
    () => 'storyStoreValue' in ((window as unknown as Preview).__STORYBOOK_PREVIEW__ ?? {}),
  );
  await page.evaluate(() => (window as unknown as Preview).__STORYBOOK_PREVIEW__!.ready());
  return page;
}

/** Shows `id`, afresh when it is the story shown already (showing it again would do nothing). */
export async function showAfresh(page: Page, id: string) {
  if (
    (await page.evaluate(
      () => (window as unknown as Preview).__STORYBOOK_PREVIEW__?.currentRender?.id,
    )) === id
  ) {
    await page.reload();
    await page.waitForFunction(
      () => 'storyStoreValue' in ((window as unknown as Preview).__STORYBOOK_PREVIEW__ ?? {}),
    );
  }
  return showStory(page, id);
}
