// `defne-site media:report [--manifest=…]`: the weight of the pictures `defne-site media` made and
// their budgets (exit 1 when one is over). Reads public/ and the step's manifest.
//
// Budgets: every product picture (main and extras) at its largest served width <= 40 KB (in each
// format served), the hero at its largest width < 90 KB.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteDir } from '../shared/site-dir.mjs';
import { BUDGET } from './media-pipeline.mjs';
import { MEDIA_MANIFEST_FILE } from './media.mjs';

/** @typedef {import('@defne/site/config').MediaManifest} MediaManifest */
/** @typedef {import('@defne/site/config').MediaImage} MediaImage */

const KB = 1024;

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });

/**
 * The step's manifest: JSON, or the typed module a `.ts` name holds (Node strips its types on
 * import), in the site's folder.
 * @param {string} [name] (default .media-cache/manifest.json)
 * @returns {Promise<MediaManifest>}
 */
export async function readManifest(name) {
  const file = resolve(siteDir, name ?? MEDIA_MANIFEST_FILE);
  if (!file.endsWith('.ts')) return JSON.parse(readFileSync(file, 'utf8'));
  return (await import(pathToFileURL(file).href)).mediaManifest;
}

/** Which kind a public file is (for the per-kind totals). @param {string} rel */
function kindOf(rel) {
  if (/^media\/products\/[^/]+\/1[.-]/.test(rel)) return 'product main';
  if (rel.startsWith('media/products/')) return 'product extras';
  if (rel.startsWith('media/sectors/')) return 'spec-path copies';
  if (rel.startsWith('media/hero')) return 'hero';
  if (rel.startsWith('media/map')) return 'map';
  if (rel.startsWith('media/og/')) return 'open graph';
  if (rel.startsWith('media/suppliers/')) return 'supplier logos';
  if (rel.startsWith('media/placeholder')) return 'placeholder';
  if (/^(favicon|apple-touch-icon|icon-|site\.webmanifest)/.test(rel)) return 'icons + manifest';
  return 'other';
}

/** @param {number} b */
const fmt = (b) => `${(b / KB).toFixed(1)} KB`;

/**
 * Prints the report; resolves with the pictures over budget (none: every budget holds).
 * @param {{ manifest?: string, log?: (line: string) => void }} [options]
 */
export async function mediaReport(options = {}) {
  const log = options.log ?? console.log;
  const publicDir = join(siteDir, 'public');
  const manifest = await readManifest(options.manifest);
  const files = walk(publicDir)
    .map((f) => ({ rel: relative(publicDir, f).split('\\').join('/'), size: statSync(f).size }))
    .filter((f) => kindOf(f.rel) !== 'other');
  const total = files.reduce((t, f) => t + f.size, 0);

  /** @type {Map<string, { count: number, size: number }>} */
  const byKind = new Map();
  /** @type {Map<string, number>} */
  const byFormat = new Map();
  for (const f of files) {
    const k = kindOf(f.rel);
    const e = byKind.get(k) ?? { count: 0, size: 0 };
    byKind.set(k, { count: e.count + 1, size: e.size + f.size });
    const ext = f.rel.split('.').pop() ?? '';
    byFormat.set(ext, (byFormat.get(ext) ?? 0) + f.size);
  }

  log(`Media weight: ${fmt(total)} in ${files.length} files (public/media + icons)`);
  for (const [k, v] of [...byKind].sort((a, b) => b[1].size - a[1].size))
    log(`  ${k.padEnd(18)} ${String(v.count).padStart(4)} files ${fmt(v.size).padStart(10)}`);
  log(
    `  by format: ${[...byFormat]
      .sort((a, b) => b[1] - a[1])
      .map(([e, s]) => `${e} ${fmt(s)}`)
      .join(', ')}`,
  );
  const largest = files.reduce((a, b) => (b.size > a.size ? b : a), { rel: '', size: 0 });
  log(`Largest file: ${largest.rel} ${fmt(largest.size)}`);

  // budgets, on the largest served width of each picture in every format served
  /** @param {string} url */
  const sizeOf = (url) => statSync(join(publicDir, url.replace(/^\//, ''))).size;
  /** @param {MediaImage} image */
  const largestCandidates = (image) => [
    image.src,
    ...image.sources.map((s) => s.srcSet.split(',').at(-1)?.trim().split(/\s+/)[0] ?? image.src),
  ];
  /** @type {string[]} */
  const over = [];
  let productMax = { url: '', size: 0 };
  for (const p of Object.values(manifest.products)) {
    for (const image of [p.main, ...p.extras]) {
      for (const url of new Set(largestCandidates(image))) {
        const size = sizeOf(url);
        if (size > productMax.size) productMax = { url, size };
        if (size > BUDGET.product) over.push(`${url} ${fmt(size)} > ${fmt(BUDGET.product)}`);
      }
    }
  }
  log(
    `Product max at largest width: ${productMax.url} ${fmt(productMax.size)} (budget ${fmt(BUDGET.product)})`,
  );
  const { hero } = manifest;
  if (hero) {
    let heroMax = { url: '', size: 0 };
    for (const url of new Set(largestCandidates(hero))) {
      const size = sizeOf(url);
      if (size > heroMax.size) heroMax = { url, size };
      if (size >= BUDGET.hero) over.push(`${url} ${fmt(size)} >= ${fmt(BUDGET.hero)}`);
    }
    log(
      `Hero at ${hero.width}w: ${hero.src} ${fmt(sizeOf(hero.src))}${heroMax.url !== hero.src ? `, ${heroMax.url} ${fmt(heroMax.size)}` : ''} (budget < ${fmt(BUDGET.hero)})`,
    );
  }
  log(`AVIF served: ${manifest.avif ? 'yes' : 'no'}`);
  if (over.length) console.error(`Over budget:\n  ${over.join('\n  ')}`);
  else log('Budgets: OK');
  return over;
}

export async function main(argv = process.argv.slice(3)) {
  const manifest = argv.find((a) => a.startsWith('--manifest='))?.slice('--manifest='.length);
  const over = await mediaReport({ manifest });
  if (over.length) process.exitCode = 1;
}
