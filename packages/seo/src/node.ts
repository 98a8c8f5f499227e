import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RobotsInput, SitemapInput } from './sitemap';
import { buildRobots, buildSitemap } from './sitemap';

export type SeoFilesInput = SitemapInput & Omit<RobotsInput, 'origin'>;

/** Writes sitemap.xml and robots.txt into `dir` (e.g. the build output); returns their paths. */
export async function writeSeoFiles(
  dir: string,
  input: SeoFilesInput,
): Promise<{ sitemap: string; robots: string }> {
  const sitemapFile = input.sitemapFile ?? 'sitemap.xml';
  await mkdir(dir, { recursive: true });
  const sitemap = join(dir, sitemapFile);
  const robots = join(dir, 'robots.txt');
  await writeFile(sitemap, buildSitemap(input), 'utf8');
  await writeFile(robots, buildRobots({ ...input, sitemapFile }), 'utf8');
  return { sitemap, robots };
}
