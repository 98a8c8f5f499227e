// The built Storybook's index (storybook-static/index.json, made once by `build`): the stories
// every per-story suite runs through.
import { readFileSync } from 'node:fs';

export interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

/** Every story of the built Storybook (the sidebar's and the internal ones the tests run). */
export function builtStories(): IndexEntry[] {
  const index = JSON.parse(
    readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8'),
  ) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((e) => e.type === 'story');
}

/** The stories tagged `test`: those the story, 320 px and right-to-left suites run. */
export const testedStories = (): IndexEntry[] =>
  builtStories().filter((e) => e.tags?.includes('test'));
