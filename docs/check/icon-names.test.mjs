// The sister guide lists the kit's icon names a sector may take: the list must be the sprite's
// own (packages/ui/src/Icon/names.ts), in its order, so the guide cannot name an icon the sprite
// lost or miss one it gained.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot } from './citations.mjs';
import { iconNames } from '../../packages/ui/src/Icon/names.ts';

const MARK = '<!-- icon-names (tested against packages/ui/src/Icon/names.ts) -->';

describe("the sister guide's icon names", () => {
  it('are the icon set’s, all of them, in its order', () => {
    const guide = readFileSync(join(repoRoot, 'docs', 'sister-sites.md'), 'utf8');
    const at = guide.indexOf(MARK);
    assert.ok(at >= 0, `docs/sister-sites.md has no "${MARK}"`);
    // The list runs from the mark to the first full stop after it.
    const rest = guide.slice(at + MARK.length);
    const list = rest.slice(0, rest.search(/\.\s/));
    const listed = [...list.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    assert.deepEqual(listed, [...iconNames]);
  });
});
