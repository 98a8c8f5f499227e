// @vitest-environment node
// The README's "Options" table is the config schema's: a changed option without a rewritten
// table (`pnpm --filter @defne/site options`) fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPTIONS_END, OPTIONS_START, optionsReference } from './config';

/** A Markdown table's rows without the padding a formatter adds. */
const normalized = (text: string) =>
  text
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/\s*\|\s*/g, '|')
        .replace(/-{3,}/g, '---'),
    )
    .filter(Boolean)
    .join('\n');

describe('README "Options"', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf(OPTIONS_START);
  const end = readme.indexOf(OPTIONS_END);

  it('is the table written from the schema', () => {
    expect(start, 'markers').toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    expect(
      normalized(readme.slice(start + OPTIONS_START.length, end)),
      '`pnpm --filter @defne/site options` rewrites it from the schema',
    ).toBe(normalized(optionsReference()));
  });

  it('names every option, the required ones as such', () => {
    const reference = optionsReference();
    for (const option of ['company', 'navigation.quickLinks', 'enquiry.forms', 'priceValidUntil'])
      expect(reference).toContain(`| \`${option}\` |`);
    expect(reference).toMatch(/\| `texts` \|[^\n]*\| \*\*required\*\* \|/);
  });
});
