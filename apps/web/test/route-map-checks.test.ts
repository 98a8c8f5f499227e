// @vitest-environment node
// Reads the real build output. The route map's input checks ran when the build evaluated
// site.config.ts in Node, and run again in the prerender; the browser's pages, which evaluate the
// same config, leave them out (`__DEFNE_BROWSER_BUILD__`, defined by `defneSite()`).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const build = resolve(__dirname, '../build');

/** The text of every JavaScript file of a build folder's assets. */
function scripts(folder: string): string {
  const assets = join(build, folder, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n');
}

// A fixed part of each message `checkRouteMapInput` of @defne/core throws.
const checks = [
  'createRouteMap: no home page',
  'createRouteMap: defaultLang must be one of',
  'not one of the languages',
  'in the default language (',
  'createRouteMap: categories need a sectors page',
  'has an unknown category',
  ' slug "',
];

describe("the route map's input checks", () => {
  it('are in the prerender’s code', () => {
    const server = scripts('server');
    expect(checks.filter((message) => !server.includes(message))).toEqual([]);
  });

  it('are in no page’s JavaScript', () => {
    const client = scripts('client');
    expect(checks.filter((message) => client.includes(message))).toEqual([]);
    // Nor is the route map itself: its lookups' errors are in no page's code either (the pages
    // read their links from loader data, test/first-load-content.test.ts).
    expect(client).not.toContain('createRouteMap: unknown product');
  });
});
