// What the visual baseline covers and where it lives, shared by tests/visual.spec.ts and the
// Playwright config (whose `snapshotPathTemplate` puts each screenshot at baseline/<name>).
import { fileURLToPath } from 'node:url';
import type { TestInfo } from '@playwright/test';
import { builtStories } from './story-index';

export const BASELINE_DIR = fileURLToPath(new URL('../baseline', import.meta.url));

/** Every story is taken in both themes; a story pinned to Arabic is taken right to left. */
export const themes = ['light', 'dark'] as const;

/** Every story of the built Storybook (the sidebar's and the internal ones the tests run). */
export const visualStories = builtStories;

// Playwright writes `{arg}` with its dots as dashes: the name is the file name as written.
export const baselineName = (id: string, theme: string) => `${id}-${theme}.png`;

/** Run by `pnpm visual:accept` (`--update-snapshots`): screenshots become the baseline. */
export const isAccepting = (testInfo: TestInfo) =>
  testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
