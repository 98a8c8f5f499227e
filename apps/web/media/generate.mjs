#!/usr/bin/env node
// Makes every picture the site serves, deterministically, and the typed manifest the app reads.
//
//   pnpm --filter @defne/web media        (or: node media/generate.mjs from apps/web)
//
// Lists (categories, products, suppliers, placeholder path, company name) come from @defne/content.
// A photo in media/source/ replaces the drawn picture of the same name; see media/README.md.
// Output: public/media/** , public/{favicon.svg,favicon.ico,apple-touch-icon.png,icon-*.png,site.webmanifest}
// and app/media/manifest.generated.ts. Everything under public/media is rewritten on each run.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  PLACEHOLDER_IMAGE,
  categories,
  company,
  constants,
  productImagePath,
  products,
  suppliers,
} from '@defne/content';
import {
  BRAND,
  buildIco,
  heroSvg,
  mapSvg,
  markSvg,
  ogSvg,
  placeholderSvg,
  supplierLogoSvg,
} from './lib/brand.mjs';
import { PRODUCT_SIZE, assignExtraCounts, assignMotifs, productSvg } from './lib/products.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const webRoot = join(here, '..');
const publicDir = join(webRoot, 'public');
const mediaDir = join(publicDir, 'media');
const sourceDir = join(here, 'source');
const manifestFile = join(webRoot, 'app', 'media', 'manifest.generated.ts');

// Keep the output bytes identical between runs and machines with the same sharp build.
sharp.cache(false);
sharp.concurrency(1); // one thread per image; images run side by side (pool below)
sharp.simd(true);

/** Budgets (bytes) at the largest served width; the encoder lowers quality until a file fits. */
export const BUDGET = { product: 40 * 1024, hero: 90 * 1024 };
const PRODUCT_WIDTHS = [480, 960];
const HERO_SIZE = { width: 1920, height: 1080 };
const HERO_WIDTHS = [640, 1024, 1440, 1920];
const MAP_SIZE = { width: 1200, height: 800 };
const MAP_WIDTHS = [600, 1200];
const RASTER_EXT = ['webp', 'jpg', 'jpeg', 'png', 'avif'];

const WEBP = { effort: 6, smartSubsample: true };
const AVIF = { effort: 4, chromaSubsampling: '4:2:0' };
const AVIF_QUALITY = 48;

const argv = new Set(process.argv.slice(2));
const quiet = argv.has('--quiet');
const log = (...a) => {
  if (!quiet) console.log(...a);
};

// ---------------------------------------------------------------- helpers

const toUrl = (file) =>
  `/${file
    .slice(publicDir.length + 1)
    .split('\\')
    .join('/')}`;

function findSource(...parts) {
  const base = join(sourceDir, ...parts);
  for (const ext of RASTER_EXT) {
    if (existsSync(`${base}.${ext}`)) return `${base}.${ext}`;
  }
  return null;
}

async function writeOut(file, data) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
}

/** Renders an SVG string at its own size to a lossless raster buffer. */
const rasterise = (svg) => sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();

/**
 * Prepares a source (SVG raster or photo) as a cover-cropped image of the target aspect,
 * at most `width` wide, never enlarged. Returns { input: Buffer (PNG), width, height }.
 */
async function prepare(input, { width, height }) {
  const img = sharp(input, { failOn: 'error' }).rotate();
  const meta = await img.metadata();
  const aspect = height / width;
  const srcW = meta.autoOrient?.width ?? meta.width;
  const srcH = meta.autoOrient?.height ?? meta.height;
  const cropW = Math.min(srcW, Math.floor(srcH / aspect));
  const outW = Math.min(width, cropW);
  const outH = Math.round(outW * aspect);
  const buf = await img
    .resize(outW, outH, { fit: 'cover', position: 'centre' })
    .removeAlpha()
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { input: buf, width: outW, height: outH };
}

/** Encodes at the highest quality (from `start`, in steps) whose largest file fits `maxBytes`. */
async function fitQuality(encode, maxBytes, start, floor) {
  let q = start;
  let out = await encode(q);
  while (maxBytes && out.length > maxBytes && q > floor) {
    q -= 4;
    out = await encode(q);
  }
  return { q, out };
}

const stats = { webp: 0, avif: 0 };

/**
 * Encodes `{base}.webp` at the largest width plus `{base}-{w}w.webp` for the smaller ones, and the
 * same in AVIF when asked. Returns the manifest entry and the files (written later by `commit`).
 */
async function encodeResponsive(prepared, { base, widths, maxBytes, avif, quality = 70 }) {
  const sizes = [...new Set(widths.filter((w) => w < prepared.width).concat(prepared.width))].sort(
    (a, b) => a - b,
  );
  const largest = sizes.at(-1);
  const aspect = prepared.height / prepared.width;
  const resized = async (w) =>
    w === prepared.width
      ? prepared.input
      : sharp(prepared.input)
          .resize(w, Math.round(w * aspect), { kernel: 'lanczos3' })
          .png({ compressionLevel: 1 })
          .toBuffer();
  const nameOf = (w, ext) => (w === largest ? `${base}.${ext}` : `${base}-${w}w.${ext}`);

  const big = await resized(largest);
  const webpBig = await fitQuality(
    (q) =>
      sharp(big)
        .webp({ ...WEBP, quality: q })
        .toBuffer(),
    maxBytes,
    quality,
    40,
  );
  const avifBig = avif
    ? await fitQuality(
        (q) =>
          sharp(big)
            .avif({ ...AVIF, quality: q })
            .toBuffer(),
        maxBytes,
        AVIF_QUALITY,
        30,
      )
    : null;
  const entry = {
    src: toUrl(nameOf(largest, 'webp')),
    width: largest,
    height: Math.round(largest * aspect),
  };
  const files = [];
  const webpSet = [];
  const avifSet = [];
  for (const w of sizes) {
    const img = w === largest ? big : await resized(w);
    const webp =
      w === largest
        ? webpBig.out
        : await sharp(img)
            .webp({ ...WEBP, quality: webpBig.q })
            .toBuffer();
    files.push({ file: nameOf(w, 'webp'), data: webp, format: 'webp', width: w });
    webpSet.push(`${toUrl(nameOf(w, 'webp'))} ${w}w`);
    if (avif) {
      const av =
        w === largest
          ? avifBig.out
          : await sharp(img)
              .avif({ ...AVIF, quality: avifBig.q })
              .toBuffer();
      files.push({ file: nameOf(w, 'avif'), data: av, format: 'avif', width: w });
      avifSet.push(`${toUrl(nameOf(w, 'avif'))} ${w}w`);
    }
  }
  entry.srcSet = webpSet.join(', ');
  entry.sources = [
    ...(avif ? [{ type: 'image/avif', srcSet: avifSet.join(', ') }] : []),
    { type: 'image/webp', srcSet: entry.srcSet },
  ];
  return { entry, files };
}

/** Writes the encoded files; AVIF ones only when AVIF is served. Returns the manifest entry. */
async function commit({ entry, files }, useAvif) {
  for (const f of files) {
    if (f.format === 'avif' && !useAvif) continue;
    await writeOut(f.file, f.data);
    stats[f.format] += f.data.length;
  }
  return useAvif
    ? entry
    : { ...entry, sources: entry.sources.filter((x) => x.type !== 'image/avif') };
}

/** Runs `fn` over `items` with a few in flight at once, keeping the results in order. */
async function pool(items, fn, width = Math.max(1, Math.min(8, availableParallelism()))) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

// ---------------------------------------------------------------- products

function productJobs() {
  const jobs = [];
  const maxExtras = constants.MAX_GALLERY_EXTRAS;
  const extraCounts = assignExtraCounts(
    products.map((p) => p.key),
    maxExtras,
  );
  for (const category of categories) {
    const folder = category.imageFolder;
    const list = products
      .filter((p) => p.category === category.id)
      .sort((a, b) => a.index - b.index);
    if (list.length !== category.itemCount)
      throw new Error(
        `${category.id}: ${list.length} products but itemCount ${category.itemCount}`,
      );
    const motifs = assignMotifs(
      folder,
      list.map((p) => p.key),
    );
    for (const p of list) {
      const expected = productImagePath(folder, p.index);
      if (p.image !== expected) throw new Error(`${p.key}: image ${p.image} is not ${expected}`);
      const mainSource = findSource('sectors', folder, String(p.index));
      const sourceExtras = [];
      for (let e = 1; e <= maxExtras; e++) {
        const file = findSource('sectors', folder, `${p.index}_${e}`);
        if (file) sourceExtras.push({ n: e, file });
      }
      // With any photo for a product, its gallery comes from the source folder only (no drawn extras mixed in).
      const usesPhotos = Boolean(mainSource) || sourceExtras.length > 0;
      const extras = usesPhotos
        ? sourceExtras
        : Array.from({ length: extraCounts.get(p.key) }, (_, i) => ({ n: i + 1, file: null }));
      jobs.push({ product: p, folder, motif: motifs.get(p.key), mainSource, extras });
    }
  }
  return jobs;
}

async function productInput(job, extra, file) {
  if (file) return prepare(await readFile(file), PRODUCT_SIZE);
  return {
    input: await rasterise(productSvg(job.folder, job.motif, job.product.key, extra)),
    ...PRODUCT_SIZE,
  };
}

/**
 * AVIF beside WebP doubles the files on disk and the build time, so it is served only when it
 * saves at least 20% of the bytes of the product pictures (measured on every rendition).
 */
function decideAvif(encoded) {
  let webp = 0;
  let avif = 0;
  let count = 0;
  for (const { files } of encoded)
    for (const f of files) {
      if (f.format === 'webp') {
        webp += f.data.length;
        count++;
      } else avif += f.data.length;
    }
  const ratio = avif / webp;
  const pays = ratio <= 0.8;
  console.log(
    `AVIF vs WebP on ${count} product renditions: WebP ${(webp / 1024).toFixed(1)} KB, AVIF ${(avif / 1024).toFixed(1)} KB ` +
      `(${(ratio * 100).toFixed(0)}%) -> ${pays ? 'AVIF pays, serving both' : 'AVIF does not pay, WebP only'}`,
  );
  return pays;
}

// ---------------------------------------------------------------- main

async function main() {
  const started = Date.now();
  await rm(mediaDir, { recursive: true, force: true });
  await mkdir(mediaDir, { recursive: true });

  const jobs = productJobs();
  const forced = [...argv].find((a) => a.startsWith('--avif='));

  // products and extras, encoded in both formats, then AVIF kept only if it pays
  const renditions = jobs.flatMap((job) => [
    { job, n: 0, file: job.mainSource },
    ...job.extras.map((e) => ({ job, n: e.n, file: e.file })),
  ]);
  const encoded = await pool(renditions, async ({ job, n, file }) =>
    encodeResponsive(await productInput(job, n, file), {
      base: join(
        mediaDir,
        'sectors',
        job.folder,
        n ? `${job.product.index}_${n}` : String(job.product.index),
      ),
      widths: PRODUCT_WIDTHS,
      maxBytes: BUDGET.product,
      avif: true,
    }),
  );
  const measured = decideAvif(encoded);
  const useAvif = forced ? forced === '--avif=on' : measured;
  const avif = useAvif;

  const manifest = {
    products: {},
    hero: null,
    map: null,
    placeholder: null,
    og: {},
    suppliers: {},
    icons: {},
    avif: useAvif,
  };
  for (const [i, { job, n }] of renditions.entries()) {
    const { product, folder } = job;
    const entry = await commit(encoded[i], useAvif);
    const expected = productImagePath(folder, product.index, n || undefined);
    if (entry.src !== expected) throw new Error(`${product.key}: ${entry.src} is not ${expected}`);
    const slot = `${folder}/${product.index}`;
    if (!n) manifest.products[slot] = { key: product.key, main: entry, extras: [] };
    else manifest.products[slot].extras.push({ n, ...entry });
  }
  for (const job of jobs)
    log(
      `  ${job.folder}/${job.product.index} ${job.product.key} [${job.mainSource ? 'photo' : job.motif}] +${job.extras.length} extras`,
    );

  // hero (the LCP picture of the home page)
  const heroSource = findSource('hero');
  manifest.hero = await commit(
    await encodeResponsive(
      heroSource
        ? await prepare(await readFile(heroSource), HERO_SIZE)
        : { input: await rasterise(heroSvg(HERO_SIZE.width, HERO_SIZE.height)), ...HERO_SIZE },
      {
        base: join(mediaDir, 'hero'),
        widths: HERO_WIDTHS,
        maxBytes: BUDGET.hero,
        avif,
        quality: 78,
      },
    ),
    useAvif,
  );

  // static map for the location block
  const mapSource = findSource('map');
  manifest.map = await commit(
    await encodeResponsive(
      mapSource
        ? await prepare(await readFile(mapSource), MAP_SIZE)
        : { input: await rasterise(mapSvg(MAP_SIZE.width, MAP_SIZE.height)), ...MAP_SIZE },
      {
        base: join(mediaDir, 'map'),
        widths: MAP_WIDTHS,
        maxBytes: 80 * 1024,
        avif,
        quality: 70,
      },
    ),
    useAvif,
  );

  // placeholder at the spec's path
  const placeholderFile = join(
    publicDir,
    PLACEHOLDER_IMAGE.replace(/^\//, '').replace(/\.webp$/, ''),
  );
  manifest.placeholder = await commit(
    await encodeResponsive(
      {
        input: await rasterise(placeholderSvg(PRODUCT_SIZE.width, PRODUCT_SIZE.height)),
        ...PRODUCT_SIZE,
      },
      {
        base: placeholderFile,
        widths: [PRODUCT_SIZE.width],
        maxBytes: BUDGET.product,
        avif: false,
      },
    ),
    false,
  );
  if (manifest.placeholder.src !== PLACEHOLDER_IMAGE)
    throw new Error(`placeholder ${manifest.placeholder.src} != ${PLACEHOLDER_IMAGE}`);

  // Open Graph images, one per language
  const og = {
    tr: {
      tagline: 'Kimya ve endüstriyel malzemede güvenilir tedarik',
      subline: "İstanbul · 2009'dan beri",
    },
    en: {
      tagline: 'Reliable supply of chemicals and industrial materials',
      subline: 'Istanbul · since 2009',
    },
  };
  for (const [lang, text] of Object.entries(og)) {
    const src = findSource(`og-${lang}`);
    const input = src
      ? (await prepare(await readFile(src), { width: 1200, height: 630 })).input
      : await rasterise(ogSvg({ name: company.name, ...text }));
    const jpg = await sharp(input)
      .resize(1200, 630, { fit: 'cover' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    const file = join(mediaDir, 'og', `og-${lang}.jpg`);
    await writeOut(file, jpg);
    // a PNG twin for consumers that ask for .png (palette-quantised, so still small)
    await writeOut(
      file.replace(/\.jpg$/, '.png'),
      await sharp(input)
        .resize(1200, 630, { fit: 'cover' })
        .png({ palette: true, quality: 90, dither: 0.8, compressionLevel: 9, effort: 10 })
        .toBuffer(),
    );
    manifest.og[lang] = { src: toUrl(file), width: 1200, height: 630, type: 'image/jpeg' };
  }

  // supplier logos: source SVG copied as is; a source raster is wrapped in an SVG so the path stays {id}.svg
  for (const [i, s] of suppliers.entries()) {
    const file = join(mediaDir, 'suppliers', `${s.id}.svg`);
    const svgSource = join(sourceDir, 'suppliers', `${s.id}.svg`);
    const rasterSource = findSource('suppliers', s.id);
    let svg;
    let size = { width: 360, height: 120 };
    if (existsSync(svgSource)) {
      svg = await readFile(svgSource, 'utf8');
      const meta = await sharp(Buffer.from(svg)).metadata();
      size = { width: meta.width, height: meta.height };
    } else if (rasterSource) {
      const buf = await sharp(await readFile(rasterSource))
        .resize({ height: 160, width: 480, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85, alphaQuality: 90 })
        .toBuffer();
      const meta = await sharp(buf).metadata();
      size = { width: meta.width, height: meta.height };
      svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${meta.width}" height="${meta.height}" viewBox="0 0 ${meta.width} ${meta.height}"><image width="${meta.width}" height="${meta.height}" href="data:image/webp;base64,${buf.toString('base64')}"/></svg>`;
    } else {
      svg = supplierLogoSvg(s.id, s.name, i);
    }
    await writeOut(file, svg);
    if (s.logo && s.logo !== toUrl(file))
      throw new Error(`${s.id}: content says logo ${s.logo}, generated ${toUrl(file)}`);
    manifest.suppliers[s.id] = { src: toUrl(file), ...size };
  }

  // favicons and the web app manifest
  const mark = markSvg();
  await writeOut(join(publicDir, 'favicon.svg'), mark);
  const png = (size, opts = {}) =>
    sharp(Buffer.from(markSvg({ size, ...opts })))
      .png({ compressionLevel: 9, palette: size <= 48 })
      .toBuffer();
  const ico = buildIco([
    { size: 16, png: await png(16, { detail: false }) },
    { size: 32, png: await png(32, { detail: false }) },
    { size: 48, png: await png(48) },
  ]);
  await writeOut(join(publicDir, 'favicon.ico'), ico);
  await writeOut(join(publicDir, 'apple-touch-icon.png'), await png(180, { rounded: false }));
  await writeOut(join(publicDir, 'icon-192.png'), await png(192));
  await writeOut(join(publicDir, 'icon-512.png'), await png(512));
  await writeOut(
    join(publicDir, 'icon-maskable-512.png'),
    await png(512, { rounded: false, inset: 56 }),
  );
  const webmanifest = {
    name: company.name,
    short_name: company.name.split(' ')[0],
    lang: 'tr',
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    theme_color: BRAND.primary,
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  await writeOut(join(publicDir, 'site.webmanifest'), `${JSON.stringify(webmanifest, null, 2)}\n`);
  manifest.icons = {
    svg: '/favicon.svg',
    ico: '/favicon.ico',
    appleTouch: '/apple-touch-icon.png',
    webmanifest: '/site.webmanifest',
    themeColor: BRAND.primary,
  };

  await writeManifest(manifest);
  const folders = [...new Set(categories.map((c) => c.imageFolder))];
  const extraCount = Object.values(manifest.products).reduce((t, p) => t + p.extras.length, 0);
  console.log(
    `media: ${jobs.length} products, ${extraCount} extras, ${suppliers.length} logos in ${folders.length} folders; ` +
      `WebP ${(stats.webp / 1024).toFixed(0)} KB${useAvif ? `, AVIF ${(stats.avif / 1024).toFixed(0)} KB` : ''}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

// ---------------------------------------------------------------- manifest

async function writeManifest(m) {
  const folders = [...new Set(categories.map((c) => c.imageFolder))];
  const json = (v) => JSON.stringify(v, null, 2);
  const body = `// GENERATED FILE - do not edit by hand.
// Made by apps/web/media/generate.mjs from @defne/content and apps/web/media/source/.
// Regenerate with: pnpm --filter @defne/web media
import type { MediaManifest } from './types';

export const mediaFolders = ${json(folders)} as const;

export const mediaManifest: MediaManifest = ${json(m)};
`;
  // formatted like the rest of the repository, so `prettier --check` passes on the generated file
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(manifestFile)) ?? {};
  await writeOut(manifestFile, await prettier.format(body, { ...options, filepath: manifestFile }));
}

await main();
