// The picture step: every picture the site serves, made deterministically from the content and the
// source photos, with an on-disk cache per unit (one product, the hero, the map...) keyed by the hash
// of everything that unit's bytes depend on. `media/generate.mjs` is the command; tests call
// `generateMedia` with a temporary output folder.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  BRAND,
  buildIco,
  heroSvg,
  mapSvg,
  markSvg,
  ogSvg,
  placeholderSvg,
  supplierLogoSvg,
} from './brand.mjs';
import { PRODUCT_SIZE, assignExtraCounts, assignMotifs, productSvg } from './products.mjs';

const here = dirname(fileURLToPath(import.meta.url));
/** apps/web */
export const webRoot = join(here, '..', '..');

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
const PHOTO_NAME = /^(\d+)\.(jpe?g|png|webp|avif)$/i;

const WEBP = { effort: 6, smartSubsample: true };
// Effort 2 encodes a 960 px picture in ~0.15 s where effort 4 takes ~0.9 s, for files ~13% larger
// that still weigh about two thirds of the WebP ones: on two cores the cold step stays well under 40 s.
const AVIF = { effort: 2, chromaSubsampling: '4:2:0' };
const AVIF_QUALITY = 48;

const OG_TEXT = {
  tr: {
    tagline: 'Kimya ve endüstriyel malzemede güvenilir tedarik',
    subline: "İstanbul · 2009'dan beri",
  },
  en: {
    tagline: 'Reliable supply of chemicals and industrial materials',
    subline: 'Istanbul · since 2009',
  },
};

const sha = (...parts) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(typeof p === 'string' ? p : JSON.stringify(p)).update('\0');
  return h.digest('hex');
};

/** Hash of the generator itself (this folder), sharp/libvips and the settings. */
async function generatorHash() {
  const files = [
    ...readdirSync(here)
      .filter((f) => f.endsWith('.mjs'))
      .sort()
      .map((f) => join(here, f)),
  ];
  const texts = await Promise.all(files.map((f) => readFile(f)));
  return sha(...texts.map((t) => t.toString('utf8')), sharp.versions, {
    WEBP,
    AVIF,
    AVIF_QUALITY,
    BUDGET,
    PRODUCT_WIDTHS,
    HERO_WIDTHS,
    MAP_WIDTHS,
  });
}

const fileHash = async (file) => sha(await readFile(file));

async function writeOut(file, data) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
}

/** Renders an SVG string at its own size to a lossless raster buffer. */
const rasterise = (svg) => sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();

/**
 * Prepares a photo as a cover-cropped image of the target aspect, at most `width` wide, never
 * enlarged. Returns { input: Buffer (PNG), width, height }.
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

/**
 * Encodes `{name}.webp` at the largest width plus `{name}-{w}w.webp` for the smaller ones, and the
 * same in AVIF when asked. Returns the picture's description (`info`) and its files.
 */
async function encodeResponsive(prepared, { name, widths, maxBytes, avif, quality = 70 }) {
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
  const nameOf = (w, ext) => (w === largest ? `${name}.${ext}` : `${name}-${w}w.${ext}`);

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
  const files = [];
  for (const w of sizes) {
    const img = w === largest ? big : await resized(w);
    const webp =
      w === largest
        ? webpBig.out
        : await sharp(img)
            .webp({ ...WEBP, quality: webpBig.q })
            .toBuffer();
    files.push({ file: nameOf(w, 'webp'), data: webp, format: 'webp', width: w });
    if (avif) {
      const av =
        w === largest
          ? avifBig.out
          : await sharp(img)
              .avif({ ...AVIF, quality: avifBig.q })
              .toBuffer();
      files.push({ file: nameOf(w, 'avif'), data: av, format: 'avif', width: w });
    }
  }
  return {
    info: {
      name,
      sizes,
      width: largest,
      height: Math.round(largest * aspect),
      avif: Boolean(avif),
    },
    files,
  };
}

/** The manifest entry (src, size, srcset, <picture> sources) of an encoded picture under `urlDir`. */
function entryOf(urlDir, info, useAvif) {
  const url = (w, ext) => `${urlDir}/${w === info.width ? info.name : `${info.name}-${w}w`}.${ext}`;
  const set = (ext) => info.sizes.map((w) => `${url(w, ext)} ${w}w`).join(', ');
  const srcSet = set('webp');
  const avif = useAvif && info.avif;
  return {
    src: url(info.width, 'webp'),
    width: info.width,
    height: info.height,
    srcSet,
    sources: [
      ...(avif ? [{ type: 'image/avif', srcSet: set('avif') }] : []),
      { type: 'image/webp', srcSet },
    ],
  };
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

/** The photo files of a product: its data's `photos` list when it has one, else its folder's `1.jpg, 2.jpg...`. */
export function productPhotos(product, productsMediaDir) {
  const dir = join(productsMediaDir, product.key);
  if (Array.isArray(product.photos)) {
    return product.photos.map((name) => {
      const file = join(dir, name);
      if (!existsSync(file))
        throw new Error(`products/${product.key}: photo ${name} is listed but not in ${dir}`);
      return file;
    });
  }
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => ({ name, m: PHOTO_NAME.exec(name) }))
    .filter((x) => x.m)
    .sort((a, b) => Number(a.m[1]) - Number(b.m[1]) || (a.name < b.name ? -1 : 1))
    .map((x) => join(dir, x.name));
}

/**
 * Makes the pictures.
 * @param {object} o
 * @param {object} o.content `@defne/content`'s exports (products, each with its `photos` file names when
 *   the site lists them, categories, suppliers, `supplierLogoFiles` id -> file when named...); tests pass a changed copy
 * @param {string} o.publicDir where `media/**` and the icons go
 * @param {string} o.cacheDir the per-unit cache (reused between runs)
 * @param {string} o.productsMediaDir source photos, `{key}/1.jpg...`
 * @param {string} o.suppliersMediaDir source logos, `{id}.svg` or `{id}.png`
 * @param {string} o.siteSourceDir hero/map/share-image photos of the site
 * @param {boolean} [o.avif] force AVIF on or off (default: served when it saves 20%)
 * @param {number} [o.minPhotoWidth] photos narrower than this are reported in `warnings` (still encoded)
 * @param {boolean} [o.verbose] list every product and its picture
 * @param {(...a: unknown[]) => void} [o.log]
 */
export async function generateMedia(o) {
  const started = Date.now();
  const log = o.log ?? (() => {});
  const { categories, products, suppliers, company, constants, productImagePath } = o.content;
  const generator = await generatorHash();
  const stats = { encoded: [], reused: [], webp: 0, avif: 0 };
  const warnings = [];

  // ------------------------------------------------------------ units (cache)
  const unitDir = (name) => join(o.cacheDir, name);
  async function readUnit(name, hash) {
    try {
      const meta = JSON.parse(await readFile(join(unitDir(name), 'unit.json'), 'utf8'));
      if (meta.hash !== hash) return null;
      if (!meta.files.every((f) => existsSync(join(unitDir(name), f.file)))) return null;
      return meta;
    } catch {
      return null;
    }
  }
  async function writeUnit(name, hash, files, info, problems = []) {
    const dir = unitDir(name);
    await rm(dir, { recursive: true, force: true });
    for (const f of files) await writeOut(join(dir, f.file), f.data);
    const meta = {
      hash,
      info,
      problems,
      files: files.map(({ file, format, width, data }) => ({
        file,
        format,
        width,
        bytes: data.length,
      })),
    };
    await writeOut(join(dir, 'unit.json'), `${JSON.stringify(meta, null, 1)}\n`);
    return meta;
  }
  /** One cached unit: `produce()` -> { files, info } runs only when the hash changed. */
  async function unit(name, parts, produce) {
    const hash = sha(generator, name, ...parts);
    const hit = await readUnit(name, hash);
    if (hit) {
      stats.reused.push(name);
      return hit;
    }
    const { files, info } = await produce();
    stats.encoded.push(name);
    return writeUnit(name, hash, files, info);
  }

  // ------------------------------------------------------------ site pictures
  // made side by side with the products' renditions (they are a few single long encodes)
  async function siteUnits() {
    const siteSource = (name) => {
      for (const ext of RASTER_EXT) {
        const f = join(o.siteSourceDir, `${name}.${ext}`);
        if (existsSync(f)) return f;
      }
      return null;
    };
    const sourceParts = async (file) => (file ? ['photo', await fileHash(file)] : ['drawn']);

    const heroSource = siteSource('hero');
    const hero = await unit('hero', await sourceParts(heroSource), async () => {
      const e = await encodeResponsive(
        heroSource
          ? await prepare(await readFile(heroSource), HERO_SIZE)
          : { input: await rasterise(heroSvg(HERO_SIZE.width, HERO_SIZE.height)), ...HERO_SIZE },
        { name: 'hero', widths: HERO_WIDTHS, maxBytes: BUDGET.hero, avif: true, quality: 78 },
      );
      return { files: e.files, info: e.info };
    });

    const mapSource = siteSource('map');
    const map = await unit('map', await sourceParts(mapSource), async () => {
      const e = await encodeResponsive(
        mapSource
          ? await prepare(await readFile(mapSource), MAP_SIZE)
          : { input: await rasterise(mapSvg(MAP_SIZE.width, MAP_SIZE.height)), ...MAP_SIZE },
        { name: 'map', widths: MAP_WIDTHS, maxBytes: 80 * 1024, avif: true, quality: 70 },
      );
      return { files: e.files, info: e.info };
    });

    const placeholder = await unit('placeholder', [], async () => {
      const e = await encodeResponsive(
        {
          input: await rasterise(placeholderSvg(PRODUCT_SIZE.width, PRODUCT_SIZE.height)),
          ...PRODUCT_SIZE,
        },
        {
          name: 'placeholder',
          widths: [PRODUCT_SIZE.width],
          maxBytes: BUDGET.product,
          avif: false,
        },
      );
      return { files: e.files, info: e.info };
    });

    const og = await unit(
      'og',
      [
        company.name,
        OG_TEXT,
        ...(await Promise.all(['tr', 'en'].map((l) => sourceParts(siteSource(`og-${l}`))))),
      ],
      async () => {
        const files = [];
        for (const [lang, text] of Object.entries(OG_TEXT)) {
          const src = siteSource(`og-${lang}`);
          const input = src
            ? (await prepare(await readFile(src), { width: 1200, height: 630 })).input
            : await rasterise(ogSvg({ name: company.name, ...text }));
          const jpg = await sharp(input)
            .resize(1200, 630, { fit: 'cover' })
            .jpeg({ quality: 82, mozjpeg: true })
            .toBuffer();
          files.push({ file: `og-${lang}.jpg`, data: jpg, format: 'jpg', width: 1200 });
          // a PNG twin for consumers that ask for .png (palette-quantised, so still small)
          const png = await sharp(input)
            .resize(1200, 630, { fit: 'cover' })
            .png({ palette: true, quality: 90, dither: 0.8, compressionLevel: 9, effort: 10 })
            .toBuffer();
          files.push({ file: `og-${lang}.png`, data: png, format: 'png', width: 1200 });
        }
        return { files, info: {} };
      },
    );

    // supplier logos: source SVG copied as is; a source raster is wrapped in an SVG so the path stays {id}.svg
    const logoSource = (id) => {
      const named = o.content.supplierLogoFiles?.[id];
      if (named) return join(o.suppliersMediaDir, named);
      const svg = join(o.suppliersMediaDir, `${id}.svg`);
      if (existsSync(svg)) return svg;
      for (const ext of RASTER_EXT) {
        const f = join(o.suppliersMediaDir, `${id}.${ext}`);
        if (existsSync(f)) return f;
      }
      return null;
    };
    const logoParts = await Promise.all(
      suppliers.map(async (s, i) => {
        const src = logoSource(s.id);
        return [s.id, s.name, i, src ? [src.split('.').pop(), await fileHash(src)] : 'drawn'];
      }),
    );
    const logos = await unit('suppliers', logoParts, async () => {
      const files = [];
      const info = {};
      for (const [i, s] of suppliers.entries()) {
        const src = logoSource(s.id);
        let svg;
        let size = { width: 360, height: 120 };
        if (src?.endsWith('.svg')) {
          svg = await readFile(src, 'utf8');
          const meta = await sharp(Buffer.from(svg)).metadata();
          size = { width: meta.width, height: meta.height };
        } else if (src) {
          const buf = await sharp(await readFile(src))
            .resize({ height: 160, width: 480, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 85, alphaQuality: 90 })
            .toBuffer();
          const meta = await sharp(buf).metadata();
          size = { width: meta.width, height: meta.height };
          svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${meta.width}" height="${meta.height}" viewBox="0 0 ${meta.width} ${meta.height}"><image width="${meta.width}" height="${meta.height}" href="data:image/webp;base64,${buf.toString('base64')}"/></svg>`;
        } else {
          svg = supplierLogoSvg(s.id, s.name, i);
        }
        files.push({
          file: `${s.id}.svg`,
          data: Buffer.from(svg),
          format: 'svg',
          width: size.width,
        });
        info[s.id] = size;
      }
      return { files, info };
    });

    // favicons and the web app manifest
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
    const icons = await unit('icons', [webmanifest], async () => {
      const png = (size, opts = {}) =>
        sharp(Buffer.from(markSvg({ size, ...opts })))
          .png({ compressionLevel: 9, palette: size <= 48 })
          .toBuffer();
      const ico = buildIco([
        { size: 16, png: await png(16, { detail: false }) },
        { size: 32, png: await png(32, { detail: false }) },
        { size: 48, png: await png(48) },
      ]);
      const files = [
        ['favicon.svg', Buffer.from(markSvg())],
        ['favicon.ico', ico],
        ['apple-touch-icon.png', await png(180, { rounded: false })],
        ['icon-192.png', await png(192)],
        ['icon-512.png', await png(512)],
        ['icon-maskable-512.png', await png(512, { rounded: false, inset: 56 })],
        ['site.webmanifest', Buffer.from(`${JSON.stringify(webmanifest, null, 2)}\n`)],
      ].map(([file, data]) => ({ file, data, format: file.split('.').pop(), width: 0 }));
      return { files, info: {} };
    });

    return { hero, map, placeholder, og, logos, icons };
  }

  // ------------------------------------------------------------ products
  const maxExtras = constants.MAX_GALLERY_EXTRAS;
  const extraCounts = assignExtraCounts(
    products.map((p) => p.key),
    maxExtras,
  );
  const jobs = [];
  for (const category of categories) {
    const folder = category.imageFolder;
    const list = products
      .filter((p) => p.category === category.id)
      .sort((a, b) => a.index - b.index);
    if (category.itemCount !== undefined && list.length !== category.itemCount)
      throw new Error(
        `${category.id}: ${list.length} products but itemCount ${category.itemCount}`,
      );
    // by key, not by position: moving a product never changes its drawing
    const motifs = assignMotifs(
      folder,
      list.map((p) => p.key),
    );
    for (const p of list) {
      const expected = productImagePath(folder, p.index);
      if (p.image !== expected) throw new Error(`${p.key}: image ${p.image} is not ${expected}`);
      const photos = productPhotos(p, o.productsMediaDir);
      if (photos.length > 1 + maxExtras)
        throw new Error(
          `products/${p.key}: ${photos.length} photos, at most ${1 + maxExtras} (a main picture and ${maxExtras} extras)`,
        );
      jobs.push({ product: p, folder, motif: motifs.get(p.key), photos });
    }
  }

  // Each product is one unit; the renditions of the units that changed are encoded side by side.
  const productUnits = await Promise.all(
    jobs.map(async (job) => {
      const { product, folder, motif, photos } = job;
      const drawn = photos.length ? 0 : extraCounts.get(product.key);
      const parts = photos.length
        ? ['photos', ...(await Promise.all(photos.map(fileHash)))]
        : ['drawn', folder, motif, product.key, drawn];
      const name = `products/${product.key}`;
      const hash = sha(generator, name, ...parts);
      return { job, name, hash, hit: await readUnit(name, hash), drawn, problems: [] };
    }),
  );
  const renditions = productUnits
    .filter((u) => !u.hit)
    .flatMap((u) =>
      (u.job.photos.length ? u.job.photos : Array.from({ length: 1 + u.drawn }, () => null)).map(
        (file, n) => ({ u, n, file }),
      ),
    );
  const sitePending = siteUnits();
  sitePending.catch(() => {}); // awaited below; this only keeps Node from calling it unhandled meanwhile
  const encoded = await pool(renditions, async ({ u, n, file }) => {
    const { job } = u;
    let input;
    if (file) {
      input = await prepare(await readFile(file), PRODUCT_SIZE);
      if (o.minPhotoWidth && input.width < o.minPhotoWidth)
        u.problems.push(
          `media/products/${job.product.key}/${file.split(/[\\/]/).at(-1)}: the photo is ${input.width} pixels wide ` +
            `(cropped to 4:3); it needs at least ${o.minPhotoWidth} (the widest the site shows it)`,
        );
    } else
      input = {
        input: await rasterise(productSvg(job.folder, job.motif, job.product.key, n)),
        ...PRODUCT_SIZE,
      };
    return encodeResponsive(input, {
      name: String(n + 1),
      widths: PRODUCT_WIDTHS,
      maxBytes: BUDGET.product,
      avif: true,
    });
  });
  for (const u of productUnits) {
    if (u.hit) {
      stats.reused.push(u.name);
      u.meta = u.hit;
      // a cached photo that was too small is still too small
      warnings.push(...(u.hit.problems ?? []));
      continue;
    }
    warnings.push(...u.problems);
    const mine = renditions.flatMap((r, i) => (r.u === u ? [encoded[i]] : []));
    u.meta = await writeUnit(
      u.name,
      u.hash,
      mine.flatMap((e) => e.files),
      mine.map((e) => e.info),
      u.problems,
    );
    stats.encoded.push(u.name);
  }

  // AVIF beside WebP doubles the files and the encoding time, so it is served only when it saves
  // at least 20% of the bytes of the product pictures (measured on every rendition).
  let webpBytes = 0;
  let avifBytes = 0;
  for (const u of productUnits)
    for (const f of u.meta.files) {
      if (f.format === 'webp') webpBytes += f.bytes;
      else avifBytes += f.bytes;
    }
  const ratio = avifBytes / webpBytes;
  const useAvif = o.avif ?? ratio <= 0.8;
  log(
    `AVIF vs WebP on the product pictures: WebP ${(webpBytes / 1024).toFixed(1)} KB, AVIF ${(avifBytes / 1024).toFixed(1)} KB ` +
      `(${(ratio * 100).toFixed(0)}%) -> ${useAvif ? 'serving both' : 'WebP only'}${o.avif === undefined ? '' : ' (forced)'}`,
  );

  const { hero, map, placeholder, og, logos, icons } = await sitePending;

  // ------------------------------------------------------------ publish
  // public/media is written afresh from the cache (copies are cheap; encoding is not).
  const mediaDir = join(o.publicDir, 'media');
  await rm(mediaDir, { recursive: true, force: true });
  const publish = async (name, meta, destDir) => {
    for (const f of meta.files) {
      if (f.format === 'avif' && !useAvif) continue;
      const dest = join(destDir, f.file);
      await mkdir(dirname(dest), { recursive: true });
      await copyFile(join(unitDir(name), f.file), dest);
      if (f.format === 'webp' || f.format === 'avif') stats[f.format] += f.bytes;
    }
  };

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
  const aliases = [];
  for (const u of productUnits) {
    const { product, folder } = u.job;
    const urlDir = `/media/products/${product.key}`;
    await publish(u.name, u.meta, join(mediaDir, 'products', product.key));
    const [main, ...extras] = u.meta.info.map((info) => entryOf(urlDir, info, useAvif));
    manifest.products[`${folder}/${product.index}`] = {
      key: product.key,
      main,
      extras: extras.map((e, i) => ({ n: i + 1, ...e })),
    };
    // The spec's addresses (/media/sectors/{folder}/{index}.webp and {index}_{n}.webp) answer
    // with the same bytes as the product's own largest WebP: copies, so every host serves them.
    for (const [n, e] of [main, ...extras].entries()) {
      const alias = productImagePath(folder, product.index, n || undefined);
      aliases.push(alias);
      await mkdir(dirname(join(o.publicDir, alias)), { recursive: true });
      await copyFile(join(o.publicDir, e.src), join(o.publicDir, alias));
    }
  }
  await publish('hero', hero, mediaDir);
  manifest.hero = entryOf('/media', hero.info, useAvif);
  await publish('map', map, mediaDir);
  manifest.map = entryOf('/media', map.info, useAvif);
  await publish('placeholder', placeholder, mediaDir);
  manifest.placeholder = entryOf('/media', placeholder.info, false);
  await publish('og', og, join(mediaDir, 'og'));
  for (const lang of ['tr', 'en'])
    manifest.og[lang] = {
      src: `/media/og/og-${lang}.jpg`,
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    };
  await publish('suppliers', logos, join(mediaDir, 'suppliers'));
  for (const s of suppliers) {
    const src = `/media/suppliers/${s.id}.svg`;
    if (s.logo && s.logo !== src)
      throw new Error(`${s.id}: content says logo ${s.logo}, generated ${src}`);
    manifest.suppliers[s.id] = { src, ...logos.info[s.id] };
  }
  await publish('icons', icons, o.publicDir);
  manifest.icons = {
    svg: '/favicon.svg',
    ico: '/favicon.ico',
    appleTouch: '/apple-touch-icon.png',
    webmanifest: '/site.webmanifest',
    themeColor: BRAND.primary,
  };

  // drop cached products that no longer exist
  const keep = new Set(productUnits.map((u) => u.job.product.key));
  const productsCache = join(o.cacheDir, 'products');
  if (existsSync(productsCache))
    for (const key of readdirSync(productsCache))
      if (!keep.has(key)) await rm(join(productsCache, key), { recursive: true, force: true });

  if (o.verbose)
    for (const job of jobs)
      log(
        `  ${job.folder}/${job.product.index} ${job.product.key} [${job.photos.length ? `${job.photos.length} photo(s)` : job.motif}]`,
      );
  return {
    manifest,
    aliases,
    folders: [...new Set(categories.map((c) => c.imageFolder))],
    stats: {
      ...stats,
      ms: Date.now() - started,
      products: jobs.length,
      suppliers: suppliers.length,
    },
    warnings,
  };
}
