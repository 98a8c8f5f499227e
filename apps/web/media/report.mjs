#!/usr/bin/env node
// Prints the weight of the generated media and checks the budgets. Exit 1 when over budget.
// Reads what the build's `media` step wrote (run `pnpm --filter @defne/web media` first on a fresh clone).
//   pnpm --filter @defne/web media:report
//
// Budgets: every product picture (main and extras) at its largest served width <= 40 KB
// (in each format served), the hero at its largest width < 90 KB.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const publicDir = join(here, '..', 'public');
const KB = 1024;
const BUDGET = { product: 40 * KB, hero: 90 * KB };

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });

// Node 24 strips the types of the generated .ts on import
const { mediaManifest: manifest } = await import('./manifest.generated.ts');

/** Which kind a public file is (for the per-kind totals). */
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

const files = walk(publicDir)
  .map((f) => ({ rel: relative(publicDir, f).split('\\').join('/'), size: statSync(f).size }))
  .filter((f) => kindOf(f.rel) !== 'other');
const fmt = (b) => `${(b / KB).toFixed(1)} KB`;
const total = files.reduce((t, f) => t + f.size, 0);

const byKind = new Map();
const byFormat = new Map();
for (const f of files) {
  const k = kindOf(f.rel);
  const e = byKind.get(k) ?? { count: 0, size: 0 };
  byKind.set(k, { count: e.count + 1, size: e.size + f.size });
  const ext = f.rel.split('.').pop();
  byFormat.set(ext, (byFormat.get(ext) ?? 0) + f.size);
}

console.log(`Media weight: ${fmt(total)} in ${files.length} files (public/media + icons)`);
for (const [k, v] of [...byKind].sort((a, b) => b[1].size - a[1].size))
  console.log(`  ${k.padEnd(18)} ${String(v.count).padStart(4)} files ${fmt(v.size).padStart(10)}`);
console.log(
  `  by format: ${[...byFormat]
    .sort((a, b) => b[1] - a[1])
    .map(([e, s]) => `${e} ${fmt(s)}`)
    .join(', ')}`,
);
const largest = files.reduce((a, b) => (b.size > a.size ? b : a));
console.log(`Largest file: ${largest.rel} ${fmt(largest.size)}`);

// budgets, on the largest served width of each picture in every format served
const sizeOf = (url) => statSync(join(publicDir, url.replace(/^\//, ''))).size;
const largestCandidates = (image) => [
  image.src,
  ...image.sources.map((s) => s.srcSet.split(',').at(-1).trim().split(/\s+/)[0]),
];
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
let heroMax = { url: '', size: 0 };
for (const url of new Set(largestCandidates(manifest.hero))) {
  const size = sizeOf(url);
  if (size > heroMax.size) heroMax = { url, size };
  if (size >= BUDGET.hero) over.push(`${url} ${fmt(size)} >= ${fmt(BUDGET.hero)}`);
}
const heroWebp = sizeOf(manifest.hero.src);
console.log(
  `Product max at largest width: ${productMax.url} ${fmt(productMax.size)} (budget ${fmt(BUDGET.product)})`,
);
console.log(
  `Hero at ${manifest.hero.width}w: ${manifest.hero.src} ${fmt(heroWebp)}${heroMax.url !== manifest.hero.src ? `, ${heroMax.url} ${fmt(heroMax.size)}` : ''} (budget < ${fmt(BUDGET.hero)})`,
);
console.log(`AVIF served: ${manifest.avif ? 'yes' : 'no'}`);
if (over.length) {
  console.error(`Over budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log('Budgets: OK');
