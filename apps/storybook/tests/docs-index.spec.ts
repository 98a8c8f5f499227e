// The built Storybook has a Docs page (autodocs) for every component of packages/ui.
import { expect, test } from '@playwright/test';
import { missingDocs, readIndex, uiComponents } from '../scripts/docs-coverage.mjs';

test('every component of packages/ui has a docs entry in index.json', () => {
  const components = uiComponents();
  expect(components.length).toBeGreaterThan(20);
  expect(missingDocs(readIndex(), components)).toEqual([]);
});

test('the docs check fails when a component loses its docs entry', () => {
  const index = readIndex();
  const entries = Object.fromEntries(
    Object.entries(index.entries).filter(
      ([, entry]) => !(entry.type === 'docs' && entry.importPath.includes('/ProductModal/')),
    ),
  );
  expect(missingDocs({ entries }, uiComponents())).toEqual(['ProductModal']);
});

test('internal helpers stay out of the sidebar but are still tested', () => {
  const internal = Object.values(readIndex().entries).filter((entry) =>
    entry.importPath.includes('/src/internal/'),
  );
  expect(internal.length).toBeGreaterThan(0);
  for (const entry of internal) {
    // Storybook resolves `!dev` by dropping `dev`, the tag the sidebar shows; `test` keeps it in the story tests.
    expect(entry.tags).not.toContain('dev');
    expect(entry.tags).toContain('test');
    expect(entry.type).toBe('story');
  }
});
