import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSeoFiles } from './node';
import { buildRobots, buildSitemap } from './sitemap';
import { entries, origin } from './test/fixtures';

describe('writeSeoFiles', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes sitemap.xml and robots.txt into the directory, creating it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'seo-'));
    const out = join(dir, 'build', 'client');
    const written = await writeSeoFiles(out, { origin, entries });
    expect(written).toEqual({ sitemap: join(out, 'sitemap.xml'), robots: join(out, 'robots.txt') });
    expect(await readFile(written.sitemap, 'utf8')).toBe(buildSitemap({ origin, entries }));
    expect(await readFile(written.robots, 'utf8')).toBe(buildRobots({ origin }));
  });
});
