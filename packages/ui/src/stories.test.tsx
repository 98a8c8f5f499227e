// Runs every story of the package as a test: render, play function, then axe with 0 violations.
import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = { run: () => Promise<void> };
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module) as Record<string, ComposedStory>);
  it.each(stories)('%s renders, plays and has no axe violations', async (_name, Story) => {
    await Story.run();
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
