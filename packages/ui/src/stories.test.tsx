// Runs every story of the package as a test, in both themes and both languages: render, play
// function, then axe (WCAG 2.x A/AA) with 0 violations.
import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = { run: (context?: { globals?: Record<string, unknown> }) => Promise<void> };
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

const variants = [
  { theme: 'light', locale: 'tr' },
  { theme: 'dark', locale: 'en' },
];

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module) as Record<string, ComposedStory>);
  describe.each(variants)('$theme / $locale', (globals) => {
    it.each(stories)('%s renders, plays and has no axe violations', async (_name, Story) => {
      await Story.run({ globals });
      const result = await axe.run(document.body, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      });
      expect(result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  });
});
