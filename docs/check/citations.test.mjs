// Every decision, spec section and repository path the code's comments name must exist (D24):
// a newcomer who follows a citation lands on a page, not on nothing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  comments,
  decisionCitations,
  decisionFiles,
  markdownLinks,
  markdownPaths,
  pathMentions,
  pathResolves,
  repoRoot,
  scan,
  specCitations,
  specSections,
} from './citations.mjs';

const found = scan();
const unresolved = (kind) =>
  found.filter((c) => c.kind === kind && !c.ok).map((c) => `${c.where}: ${c.cited}`);

describe("the repository's citations", () => {
  it('read a citation of every kind in the code', () => {
    for (const kind of ['decision', 'spec', 'path']) {
      assert.ok(
        found.filter((c) => c.kind === kind).length > 10,
        `fewer than 10 ${kind} citations found`,
      );
    }
  });

  it('cite only decisions written under docs/decisions/', () => {
    assert.deepEqual(unresolved('decision'), []);
  });

  it('cite only sections docs/spec.md has', () => {
    assert.deepEqual(unresolved('spec'), []);
  });

  it('name only paths that exist (or that the build writes)', () => {
    assert.deepEqual(unresolved('path'), []);
  });
});

describe('the guides', () => {
  it('link only to files that exist', () => {
    const links = markdownLinks();
    assert.ok(links.length > 20, 'fewer than 20 links found in README.md and docs/');
    assert.deepEqual(
      links.filter((l) => !l.ok).map((l) => `${l.where}: ${l.cited}`),
      [],
    );
  });

  it('name only repository paths that exist', () => {
    const paths = markdownPaths();
    assert.ok(paths.length > 20, 'fewer than 20 paths found in README.md and docs/');
    assert.deepEqual(
      paths.filter((p) => !p.ok).map((p) => `${p.where}: ${p.cited}`),
      [],
    );
  });
});

describe('the decisions', () => {
  const files = decisionFiles();
  const index = readFileSync(join(repoRoot, 'docs', 'decisions', 'README.md'), 'utf8');

  it('are numbered D1 onwards without a gap, and the index links each', () => {
    const numbers = [...files.keys()].sort((a, b) => a - b);
    assert.deepEqual(
      numbers,
      numbers.map((_, i) => i + 1),
    );
    for (const name of files.values())
      assert.ok(index.includes(`](${name})`), `the index does not link ${name}`);
  });

  it('each say their context, the decision and its consequences', () => {
    for (const name of files.values()) {
      const text = readFileSync(join(repoRoot, 'docs', 'decisions', name), 'utf8');
      for (const heading of ['## Context', '## Decision', '## Consequences']) {
        assert.ok(text.includes(`\n${heading}\n`), `${name} has no "${heading}"`);
      }
    }
  });
});

// The check itself: each kind of broken citation is caught, so a green run means something.
describe('the check', () => {
  it('finds comments in code, not in strings or regular expressions', () => {
    const text = [
      "const url = 'https://example.com//not-a-comment'; // a comment naming packages/nowhere/x.ts",
      'const re = /\\/\\/ not a comment either/;',
      '/** D99 and the spec (section 42) */',
      'const el = <div>{/* apps/gone/y.tsx */}</div>;',
    ].join('\n');
    const texts = comments('example.tsx', text).map((c) => c.text);
    assert.deepEqual(texts, [
      '// a comment naming packages/nowhere/x.ts',
      '/** D99 and the spec (section 42) */',
      '/* apps/gone/y.tsx */',
    ]);
  });

  it('reads decisions and spec sections the ways the code cites them', () => {
    assert.deepEqual(
      decisionCitations('design D3/D4, (D17), D20: and #D3D3D3 or 3D'),
      [3, 4, 17, 20],
    );
    assert.deepEqual(specCitations('the texts (spec 5 and 8, D3)'), ['5', '8']);
    assert.deepEqual(specCitations('spec section 2, plus'), ['2']);
    assert.deepEqual(specCitations("the spec's items (section 2)."), ['2']);
    assert.deepEqual(specCitations('spec §4.2 and §7'), ['4.2', '7']);
    assert.deepEqual(specCitations("after the spec's 10 ms"), []);
  });

  it('fails on a decision, a spec section or a path that does not exist', () => {
    assert.equal(decisionFiles().has(99), false);
    assert.equal(specSections().has('42'), false);
    const [path] = pathMentions('see apps/web/app/lib/route-change.ts.');
    assert.equal(path, 'apps/web/app/lib/route-change.ts');
    assert.equal(pathResolves('apps/web/e2e/site.spec.ts', path), false);
  });

  it('accepts paths from the root, from the file, from its package, and build output', () => {
    assert.ok(pathResolves('apps/web/e2e/site.spec.ts', 'packages/site/app/routes.ts'));
    assert.ok(
      pathResolves(
        'apps/web/e2e/enquiries/engine.ts',
        '../../../../packages/outbox/test/scenarios.mjs',
      ),
    );
    assert.ok(pathResolves('apps/storybook/playwright.config.ts', 'scripts/serve.mjs'));
    assert.ok(pathResolves('apps/web/bench/bench.mjs', 'apps/web/build/client'));
    assert.ok(
      pathResolves(
        'packages/core/src/schema/schema.ts',
        'packages/content/data/products/{key}.json',
      ),
    );
  });

  it("checks a file of an installed kit package against the workspace's package", () => {
    const schema = '../../../node_modules/@defne/core/schema/product.schema.json';
    assert.ok(pathResolves('docs/sister-sites.md', schema));
    assert.ok(
      !pathResolves('docs/sister-sites.md', schema.replace('product.schema', 'nothing.schema')),
    );
  });
});
