// Sample content lives in args: in the built Storybook, every story of a packages/ui component
// gives each required, non-function prop a value in its initial args, so Controls and the Docs
// props table show the sample (not "Set object") and a designer can edit it.
import { expect, test, type Page } from '@playwright/test';
import {
  missingSamples,
  readIndex,
  uiComponents,
  type PreparedStory,
} from '../scripts/docs-coverage.mjs';

const componentStories = Object.values(readIndex().entries).filter(
  (entry) => entry.type === 'story' && entry.importPath.includes('/packages/ui/src/'),
);

/** Each story as the preview prepares it (args and docgen argTypes), without rendering it. */
async function prepare(page: Page, ids: string[]): Promise<PreparedStory[]> {
  await page.goto('/iframe.html');
  await page.waitForFunction(
    () => 'storyStoreValue' in ((window as unknown as Preview).__STORYBOOK_PREVIEW__ ?? {}),
  );
  return page.evaluate(async (storyIds) => {
    const preview = (window as unknown as Preview).__STORYBOOK_PREVIEW__;
    await preview.ready();
    const plain = (argTypes: PreparedStory['argTypes']) =>
      Object.fromEntries(
        Object.entries(argTypes).map(([name, { type, control }]) => [
          name,
          { type: type && { name: type.name, required: type.required }, control: control ?? null },
        ]),
      );
    const stories = [];
    for (const storyId of storyIds) {
      const story = await preview.storyStoreValue.loadStory({ storyId });
      // Only whether a value is there matters; functions and elements do not cross into Node.
      const initialArgs = Object.fromEntries(
        Object.entries(story.initialArgs).map(([name, value]) => [name, value !== undefined]),
      );
      stories.push({
        id: story.id,
        title: story.title,
        name: story.name,
        initialArgs: Object.fromEntries(
          Object.entries(initialArgs).filter(([, present]) => present),
        ),
        argTypes: plain(story.argTypes),
      });
    }
    return stories;
  }, ids);
}

interface Preview {
  __STORYBOOK_PREVIEW__: {
    ready(): Promise<void>;
    storyStoreValue: {
      loadStory(input: { storyId: string }): Promise<PreparedStory>;
    };
  };
}

test('every story of a component has a sample in args for each required content prop', async ({
  page,
}) => {
  const stories = await prepare(
    page,
    componentStories.map((entry) => entry.id),
  );
  // The check reads the props from the docgen: every component must have them, or it checks nothing.
  const withProps = new Set(
    stories
      .filter((story) =>
        Object.values(story.argTypes).some(
          (argType) => typeof argType.type?.required === 'boolean',
        ),
      )
      .map((story) => componentStories.find((entry) => entry.id === story.id)!.importPath),
  );
  const components = uiComponents();
  expect(components.length).toBeGreaterThan(20);
  expect(
    components.filter(
      (name) => ![...withProps].some((path) => path.includes(`/packages/ui/src/${name}/`)),
    ),
    'components whose props the docgen did not read',
  ).toEqual([]);
  expect(missingSamples(stories)).toEqual([]);
});

test('the args check fails when a story builds its content in render', async ({ page }) => {
  const [story] = await prepare(page, ['catalogue-categorytiles--none-selected']);
  expect(missingSamples([story!])).toEqual([]);
  // The story as it was when its content lived in render: only the callback in args.
  const withoutSamples = { ...story!, initialArgs: { onSelect: true } };
  expect(missingSamples([withoutSamples])).toEqual([
    'Catalogue/CategoryTiles › None Selected: items',
    'Catalogue/CategoryTiles › None Selected: selected',
    'Catalogue/CategoryTiles › None Selected: label',
  ]);
  // A prop the story's own state drives is marked so, and is not a missing sample.
  const driven = {
    ...withoutSamples,
    argTypes: {
      ...story!.argTypes,
      selected: { ...story!.argTypes.selected, control: { disable: true } },
    },
  };
  expect(missingSamples([driven])).toEqual([
    'Catalogue/CategoryTiles › None Selected: items',
    'Catalogue/CategoryTiles › None Selected: label',
  ]);
});

test('an edited sample stays as edited in English; the unedited ones follow the language', async ({
  page,
}) => {
  await page.goto('/iframe.html?id=forms-contactform--idle&viewMode=story&globals=locale:en');
  const form = page.locator('#storybook-root form');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
  // What Controls sends when a designer edits an object: the whole object as JSON (functions,
  // such as messages.tooLong, do not cross the channel; Storybook merges the edit into the arg).
  await page.evaluate(async () => {
    const preview = (window as unknown as Preview).__STORYBOOK_PREVIEW__;
    const story = (await preview.storyStoreValue.loadStory({
      storyId: 'forms-contactform--idle',
    })) as unknown as PreparedStory & {
      initialArgs: { texts: object; messages: object };
    };
    const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
    (
      window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(e: string, p: unknown): void } }
    ).__STORYBOOK_ADDONS_CHANNEL__.emit('updateStoryArgs', {
      storyId: 'forms-contactform--idle',
      updatedArgs: {
        texts: { ...json(story.initialArgs.texts), submit: 'Şimdi gönderin' },
        messages: { ...json(story.initialArgs.messages), invalidEmail: 'Adres eksik görünüyor.' },
      },
    });
  });
  const submit = form.getByRole('button', { name: 'Şimdi gönderin' });
  await expect(submit).toBeVisible();
  // Unedited samples (the notice) are still the English ones.
  await expect(form).toContainText('as the KVKK requires');
  await form.getByRole('textbox', { name: /E-posta/ }).fill('not-an-email');
  await submit.click();
  await expect(form.getByText('Adres eksik görünüyor.', { exact: true })).toBeVisible();
  // The summary is a function the edit did not carry: it still runs, and as an unedited sample it
  // follows the toolbar's language.
  await expect(form.getByRole('alert')).toContainText('3 fields need correcting.');
});

test('a designer edits samples in the Controls panel and the story follows', async ({ page }) => {
  await page.goto('/?path=/story/catalogue-searchbox--empty&globals=locale:en');
  const story = page.frameLocator('#storybook-preview-iframe');
  await expect(story.getByRole('searchbox', { name: 'Search products' })).toBeVisible({
    timeout: 20_000,
  });
  // Controls show the Turkish samples (the args), the toolbar's English renders their twins.
  await expect(page.locator('#control-label')).toHaveValue('Ürün ara');
  await page.locator('#control-label').fill('Katalogda ara');
  await expect(story.getByRole('searchbox', { name: 'Katalogda ara' })).toBeVisible();
  await expect(story.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search products...');
  // A new `value` restarts the demo with it.
  await page.locator('#control-value').fill('filtre');
  await expect(story.getByRole('searchbox')).toHaveValue('filtre');
});
