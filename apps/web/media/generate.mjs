#!/usr/bin/env node
// Makes every picture the site serves and the typed manifest the app reads. It is the `media` step
// of the build (turbo.json: `build` depends on it, cached by its inputs), so nothing it writes is
// committed. Run it by hand with: pnpm --filter @defne/web media
//
// Inputs: @defne/content's lists and its source photos (packages/content/media/products/{key}/1.jpg,
// 2.jpg... and media/suppliers/{id}.svg|png), the site's own photos in media/source/ (hero, map,
// share images) and the generator (media/lib). See media/README.md.
// Output: public/media/**, public/{favicon.svg,favicon.ico,apple-touch-icon.png,icon-*.png,
// site.webmanifest}, media/manifest.generated.ts, and the per-picture cache .media-cache/
// (a product's pictures are encoded again only when its photos or the generator change).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as content from '@defne/content';
import {
  PHOTO_MIN_WIDTH,
  formatProblems,
  publishDocuments,
  validateContent,
} from '@defne/core/schema';
import { generateMedia, webRoot } from './lib/pipeline.mjs';
import { writeManifest } from './lib/manifest.mjs';

const argv = new Set(process.argv.slice(2));
const quiet = argv.has('--quiet');
const forced = [...argv].find((a) => a.startsWith('--avif='));
const contentRoot = dirname(fileURLToPath(import.meta.resolve('@defne/content/package.json')));

// Each product's photos are its data file's `photos` list (file names in media/products/{key}/).
// A supplier's logo is the file its data file names (`"logo": "x.svg"` in media/suppliers/), if any.
const logoOf = (id) => {
  const file = join(contentRoot, 'data', 'suppliers', `${id}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).logo ?? null) : null;
};
const withPhotos = {
  ...content,
  products: content.products.map((p) => ({ ...p, photos: content.productPhotos?.[p.key] })),
  supplierLogoFiles: Object.fromEntries(content.suppliers.map((s) => [s.id, logoOf(s.id)])),
};

const result = await generateMedia({
  content: withPhotos,
  publicDir: join(webRoot, 'public'),
  cacheDir: join(webRoot, '.media-cache'),
  productsMediaDir: join(contentRoot, 'media', 'products'),
  suppliersMediaDir: join(contentRoot, 'media', 'suppliers'),
  siteSourceDir: join(webRoot, 'media', 'source'),
  avif: forced ? forced === '--avif=on' : undefined,
  minPhotoWidth: PHOTO_MIN_WIDTH,
  verbose: argv.has('--verbose'),
  log: quiet ? () => {} : console.log,
});
await writeManifest(join(webRoot, 'media', 'manifest.generated.ts'), result);

// The products' documents (PDFs, D23) beside their pictures, at the addresses the product pages
// link (/media/products/{key}/{file}): copied as they are, after the content check has passed
// (each is a real PDF within the size limit). After the pictures: they rewrite public/media.
const checked = validateContent(join(contentRoot, 'data'));
if (!checked.ok) {
  console.error(formatProblems(checked.problems));
  process.exit(1);
}
const documents = publishDocuments(
  checked.content,
  join(contentRoot, 'media'),
  join(webRoot, 'public'),
);

const { stats, manifest } = result;
const extras = Object.values(manifest.products).reduce((t, p) => t + p.extras.length, 0);
console.log(
  `media: ${stats.products} products, ${extras} extras, ${stats.suppliers} logos; ` +
    `encoded ${stats.encoded.length} unit(s)${stats.encoded.length && stats.encoded.length < 6 ? ` (${stats.encoded.join(', ')})` : ''}, reused ${stats.reused.length}; ` +
    `WebP ${(stats.webp / 1024).toFixed(0)} KB${manifest.avif ? `, AVIF ${(stats.avif / 1024).toFixed(0)} KB` : ''}; ` +
    `${documents} document(s); ${(stats.ms / 1000).toFixed(1)} s`,
);
// A photo too small for the largest picture stops the build, as the content check does: the content
// build skips that check when only a photo's bytes change (packages/content/turbo.json), this does not.
if (result.warnings.length) {
  console.error(`These photos are too small:\n  ${result.warnings.join('\n  ')}`);
  process.exitCode = 1;
}
