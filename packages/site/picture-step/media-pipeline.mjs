// The picture step: every picture a site serves, made deterministically from its catalogue, its
// photos and (optionally) its own drawings, with an on-disk cache per unit (one product, the hero,
// the map...) keyed by the hash of everything that unit's bytes depend on. `defne-site media`
// (media.mjs) is the command; tests call `generateMedia` with a temporary output folder.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { defaultLanguages, languageCodes, siteConstants } from '@defne/core';

/** This file: its text is part of every unit's hash. */
const self = fileURLToPath(import.meta.url);

// Keep the output bytes identical between runs and machines with the same sharp build.
sharp.cache(false);
sharp.concurrency(1); // one thread per image; images run side by side (pool below)
sharp.simd(true);

/** Budgets (bytes) at the largest served width; the encoder lowers quality until a file fits. */
export const BUDGET = { product: 40 * 1024, hero: 90 * 1024 };
const PRODUCT_WIDTHS = [480, 960];
/** Product pictures are 4:3, at most 960 px wide (the widest the pages show them). */
export const PRODUCT_SIZE = { width: 960, height: 720 };
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
// Photos are few and cached, and their texture is where effort 2 loses AVIF's lead: on photos it
// measured 76-87% of the WebP's bytes at effort 2 and 44-71% at effort 4, so photos take effort 4.
const AVIF_PHOTO = { ...AVIF, effort: 4 };
const AVIF_QUALITY = 48;

/** @param {...unknown} parts */
const sha = (...parts) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(typeof p === 'string' ? p : JSON.stringify(p)).update('\0');
  return h.digest('hex');
};

/**
 * Hash of the generator itself (this file and the site's drawings' files), sharp/libvips and the
 * settings.
 * @param {readonly string[]} drawingFiles
 */
async function generatorHash(drawingFiles) {
  const texts = await Promise.all([self, ...drawingFiles].map((f) => readFile(f)));
  return sha(...texts.map((t) => t.toString('utf8')), sharp.versions, {
    WEBP,
    AVIF,
    AVIF_PHOTO,
    AVIF_QUALITY,
    BUDGET,
    PRODUCT_WIDTHS,
    HERO_WIDTHS,
    MAP_WIDTHS,
  });
}

/** @param {string} file */
const fileHash = async (file) => sha(await readFile(file));

/** @param {string} file @param {Buffer | string} data */
async function writeOut(file, data) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
}

/** Renders an SVG string at its own size to a lossless raster buffer. @param {string} svg */
const rasterise = (svg) => sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();

/**
 * Prepares a photo as a cover-cropped image of the target aspect, at most `width` wide, never
 * enlarged. Returns { input: Buffer (PNG), width, height }.
 * @param {Buffer} input
 * @param {{ width: number, height: number }} size
 * @returns {Promise<Prepared>}
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

/**
 * @typedef {{ input: Buffer, width: number, height: number }} Prepared
 * @typedef {{ name: string, sizes: number[], width: number, height: number, avif: boolean }} PictureInfo
 */

/**
 * Encodes at the highest quality (from `start`, in steps) whose largest file fits `maxBytes`.
 * @param {(q: number) => Promise<Buffer>} encode
 * @param {number} maxBytes
 * @param {number} start
 * @param {number} floor
 */
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
 * @param {Prepared} prepared
 * @param {{ name: string, widths: number[], maxBytes: number, avif: boolean, quality?: number, photo?: boolean }} options
 *   `photo`: made from a photo (AVIF at a higher effort), not a drawing
 */
async function encodeResponsive(prepared, { name, widths, maxBytes, avif, quality = 70, photo }) {
  const avifSettings = photo ? AVIF_PHOTO : AVIF;
  const sizes = [...new Set(widths.filter((w) => w < prepared.width).concat(prepared.width))].sort(
    (a, b) => a - b,
  );
  const largest = /** @type {number} */ (sizes.at(-1));
  const aspect = prepared.height / prepared.width;
  /** @param {number} w */
  const resized = async (w) =>
    w === prepared.width
      ? prepared.input
      : sharp(prepared.input)
          .resize(w, Math.round(w * aspect), { kernel: 'lanczos3' })
          .png({ compressionLevel: 1 })
          .toBuffer();
  /** @param {number} w @param {string} ext */
  const nameOf = (w, ext) => (w === largest ? `${name}.${ext}` : `${name}-${w}w.${ext}`);

  const big = await resized(largest);
  const webpBig = await fitQuality(
    (/** @type {number} */ q) =>
      sharp(big)
        .webp({ ...WEBP, quality: q })
        .toBuffer(),
    maxBytes,
    quality,
    40,
  );
  const avifBig = avif
    ? await fitQuality(
        (/** @type {number} */ q) =>
          sharp(big)
            .avif({ ...avifSettings, quality: q })
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
          ? (avifBig?.out ?? Buffer.alloc(0))
          : await sharp(img)
              .avif({ ...avifSettings, quality: avifBig?.q ?? AVIF_QUALITY })
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

/**
 * The manifest entry (src, size, srcset, <picture> sources) of an encoded picture under `urlDir`.
 * @param {string} urlDir @param {PictureInfo} info @param {boolean} useAvif
 */
function entryOf(urlDir, info, useAvif) {
  /** @param {number} w @param {string} ext */
  const url = (w, ext) => `${urlDir}/${w === info.width ? info.name : `${info.name}-${w}w`}.${ext}`;
  /** @param {string} ext */
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

/**
 * Runs `fn` over `items` with a few in flight at once, keeping the results in order. When one
 * fails, no new item starts, the ones in flight finish (and keep what they wrote), then the first
 * error is thrown.
 * @template T, R
 * @param {readonly T[]} items
 * @param {(item: T, i: number) => Promise<R>} fn
 * @returns {Promise<R[]>}
 */
async function pool(items, fn, width = Math.max(1, Math.min(8, availableParallelism()))) {
  const out = new Array(items.length);
  let next = 0;
  /** @type {{ error: unknown }[]} */
  const failed = [];
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (!failed.length && next < items.length) {
        const i = next++;
        try {
          out[i] = await fn(/** @type {T} */ (items[i]), i);
        } catch (error) {
          failed.push({ error });
        }
      }
    }),
  );
  if (failed[0]) throw failed[0].error;
  return out;
}

/**
 * The photo files of a product: its data's `photos` list when it has one, else its folder's
 * `1.jpg, 2.jpg...` in number order.
 * @param {{ key: string, photos?: readonly string[] }} product
 * @param {string} productsMediaDir
 */
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
    .sort((a, b) => Number(a.m?.[1]) - Number(b.m?.[1]) || (a.name < b.name ? -1 : 1))
    .map((x) => join(dir, x.name));
}

/** ICO container of PNG images (Windows Vista+ reads PNG entries). @param {{ size: number, png: Buffer }[]} images */
export function buildIco(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2); // palette colours
    e.writeUInt8(0, 3); // reserved
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(e);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/**
 * The kit's placeholder where a picture is missing: a neutral frame with no brand in it (a site's
 * drawings may give their own).
 * @param {number} width
 * @param {number} height
 */
export function neutralPlaceholderSvg(width, height) {
  const x = width / 2 - 110;
  const y = height / 2 - 80;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#f1f1ef"/>` +
    `<g transform="translate(${x} ${y})" fill="none" stroke="#b4b4ae" stroke-width="8" stroke-linejoin="round" stroke-linecap="round">` +
    `<rect width="220" height="160" rx="14"/><circle cx="64" cy="52" r="17"/><path d="M18 142L86 80L130 118L158 94L204 142"/></g></svg>`
  );
}

/**
 * A site's own drawings, for what has no photo (all optional; without them a product with no
 * photo keeps its catalogue picture, and the site has no hero, map, share images or icons unless
 * it has their photos). Every function returns an SVG document.
 * @typedef {object} MediaDrawings
 * @property {(products: readonly { key: string, folder: string }[], maxExtras: number) => Map<string, { id: string, extras: number, svg: (extra: number) => string }>} [products]
 *   the drawings of the products, given every product of the catalogue (only those with no photo
 *   are drawn): `id` names what the bytes depend on besides the key (for the cache), `extras` how
 *   many gallery extras to draw, `svg(0)` the main picture, `svg(n)` extra n
 * @property {(width: number, height: number) => string} [placeholder]
 * @property {(width: number, height: number) => string} [hero]
 * @property {(width: number, height: number) => string} [map]
 * @property {(lang: string, company: { name: string }) => string} [og] the 1200 x 630 share image
 *   of a language
 * @property {(id: string, name: string, position: number) => string} [supplierLogo]
 * @property {(options?: { size?: number, rounded?: boolean, detail?: boolean, inset?: number }) => string} [icon]
 *   the site's mark for the favicons: `detail: false` at 16/32 px, `rounded: false` for the Apple
 *   icon, `inset` for the maskable one
 * @property {string} [themeColor] of the web app manifest and the icons
 */

/**
 * @typedef {object} MediaProduct
 * @property {string} key
 * @property {string} category
 * @property {number} index
 * @property {string} image
 * @property {readonly string[]} [photos]
 */

/**
 * Makes the pictures.
 * @param {object} o
 * @param {{ categories: readonly { id: string, imageFolder: string, itemCount?: number }[], productGallery: (product: any, extras: number) => string[] }} o.catalog
 *   the site's catalogue (its `productGallery` gives the spec's addresses the pictures are copied to)
 * @param {readonly MediaProduct[]} o.products the catalogue's products, each with its `photos` file
 *   names when the site lists them; tests pass a changed copy
 * @param {readonly { id: string, name: string, logo?: string | null }[]} o.suppliers
 * @param {Record<string, string | null>} [o.supplierLogoFiles] supplier id -> the logo file its data names
 * @param {{ name: string }} o.company
 * @param {string} [o.lang] the web app manifest's language (default: the kit's default language)
 * @param {readonly string[]} [o.languages] the site's language codes: a share image each (default:
 *   the kit's default languages)
 * @param {MediaDrawings} [o.drawings]
 * @param {readonly string[]} [o.drawingFiles] the files the drawings are made from (in the cache's hash)
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
  // The share image of each language (one each).
  const ogLangs = o.languages ?? languageCodes(defaultLanguages);
  const log = o.log ?? (() => {});
  const { catalog, products, suppliers, company } = o;
  const { categories } = catalog;
  const drawings = o.drawings ?? {};
  const generator = await generatorHash(o.drawingFiles ?? []);
  /** @type {{ encoded: string[], reused: string[], webp: number, avif: number }} */
  const stats = { encoded: [], reused: [], webp: 0, avif: 0 };
  /** @type {string[]} */
  const warnings = [];

  /**
   * @typedef {{ file: string, format: string, width: number, bytes: number }} UnitFile
   * @typedef {{ hash: string, info: any, problems: string[], files: UnitFile[] }} Unit
   * @typedef {{ file: string, data: Buffer, format: string, width: number }} Produced
   */
  // ------------------------------------------------------------ units (cache)
  /** @param {string} name */
  const unitDir = (name) => join(o.cacheDir, name);
  /** @param {string} name @param {string} hash @returns {Promise<Unit | null>} */
  async function readUnit(name, hash) {
    try {
      /** @type {Unit} */
      const meta = JSON.parse(await readFile(join(unitDir(name), 'unit.json'), 'utf8'));
      if (meta.hash !== hash) return null;
      if (!meta.files.every((f) => existsSync(join(unitDir(name), f.file)))) return null;
      return meta;
    } catch {
      return null;
    }
  }
  /**
   * @param {string} name @param {string} hash @param {Produced[]} files @param {any} info
   * @param {string[]} [problems] @returns {Promise<Unit>}
   */
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
  /**
   * One cached unit: `produce()` -> { files, info } runs only when the hash changed.
   * @param {string} name @param {unknown[]} parts
   * @param {() => Promise<{ files: Produced[], info: any }>} produce
   */
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
    /** @param {string} name */
    const siteSource = (name) => {
      for (const ext of RASTER_EXT) {
        const f = join(o.siteSourceDir, `${name}.${ext}`);
        if (existsSync(f)) return f;
      }
      return null;
    };
    /** @param {string | null} file */
    const sourceParts = async (file) => (file ? ['photo', await fileHash(file)] : ['drawn']);

    const heroSource = siteSource('hero');
    const heroSvg = drawings.hero;
    const hero =
      heroSource || heroSvg
        ? await unit('hero', await sourceParts(heroSource), async () => {
            const e = await encodeResponsive(
              heroSource
                ? await prepare(await readFile(heroSource), HERO_SIZE)
                : {
                    input: await rasterise(heroSvg?.(HERO_SIZE.width, HERO_SIZE.height) ?? ''),
                    ...HERO_SIZE,
                  },
              {
                name: 'hero',
                widths: HERO_WIDTHS,
                maxBytes: BUDGET.hero,
                avif: true,
                quality: 78,
                photo: Boolean(heroSource),
              },
            );
            return { files: e.files, info: e.info };
          })
        : null;

    const mapSource = siteSource('map');
    const mapSvg = drawings.map;
    const map =
      mapSource || mapSvg
        ? await unit('map', await sourceParts(mapSource), async () => {
            const e = await encodeResponsive(
              mapSource
                ? await prepare(await readFile(mapSource), MAP_SIZE)
                : {
                    input: await rasterise(mapSvg?.(MAP_SIZE.width, MAP_SIZE.height) ?? ''),
                    ...MAP_SIZE,
                  },
              {
                name: 'map',
                widths: MAP_WIDTHS,
                maxBytes: 80 * 1024,
                avif: true,
                quality: 70,
                photo: Boolean(mapSource),
              },
            );
            return { files: e.files, info: e.info };
          })
        : null;

    const placeholderSvg = drawings.placeholder ?? neutralPlaceholderSvg;
    const placeholder = await unit(
      'placeholder',
      [drawings.placeholder ? 'drawn' : 'kit'],
      async () => {
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
      },
    );

    const ogSources = ogLangs.map((l) => siteSource(`og-${l}`));
    const ogSvg = drawings.og;
    const og =
      ogSvg || ogSources.every(Boolean)
        ? await unit(
            'og',
            [company.name, ...ogLangs, ...(await Promise.all(ogSources.map(sourceParts)))],
            async () => {
              const files = [];
              for (const [i, lang] of ogLangs.entries()) {
                const src = ogSources[i];
                const input = src
                  ? (await prepare(await readFile(src), { width: 1200, height: 630 })).input
                  : await rasterise(ogSvg?.(lang, company) ?? '');
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
          )
        : null;

    // supplier logos: source SVG copied as is; a source raster is wrapped in an SVG so the path
    // stays {id}.svg; without a file, the site's drawing (if any); else no logo
    /** @param {string} id */
    const logoSource = (id) => {
      const named = o.supplierLogoFiles?.[id];
      if (named) return join(o.suppliersMediaDir, named);
      const svg = join(o.suppliersMediaDir, `${id}.svg`);
      if (existsSync(svg)) return svg;
      for (const ext of RASTER_EXT) {
        const f = join(o.suppliersMediaDir, `${id}.${ext}`);
        if (existsSync(f)) return f;
      }
      return null;
    };
    const withLogo = suppliers.filter((s) => logoSource(s.id) || drawings.supplierLogo);
    const logoParts = await Promise.all(
      withLogo.map(async (s) => {
        const src = logoSource(s.id);
        const i = suppliers.indexOf(s);
        return [s.id, s.name, i, src ? [src.split('.').pop(), await fileHash(src)] : 'drawn'];
      }),
    );
    const logos = withLogo.length
      ? await unit('suppliers', logoParts, async () => {
          const files = [];
          /** @type {Record<string, { width: number, height: number }>} */
          const info = {};
          for (const s of withLogo) {
            const i = suppliers.indexOf(s);
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
              svg = drawings.supplierLogo?.(s.id, s.name, i) ?? '';
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
        })
      : null;

    // favicons and the web app manifest, from the site's mark
    const mark = drawings.icon;
    const themeColor = drawings.themeColor ?? '#ffffff';
    const webmanifest = {
      name: company.name,
      short_name: company.name.split(' ')[0],
      lang: o.lang ?? defaultLanguages.default,
      start_url: '/',
      scope: '/',
      display: 'minimal-ui',
      theme_color: themeColor,
      background_color: '#ffffff',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    };
    const icons = mark
      ? await unit('icons', [webmanifest], async () => {
          /** @param {number} size @param {{ rounded?: boolean, detail?: boolean, inset?: number }} [opts] */
          const png = (size, opts = {}) =>
            sharp(Buffer.from(mark({ size, ...opts })))
              .png({ compressionLevel: 9, palette: size <= 48 })
              .toBuffer();
          const ico = buildIco([
            { size: 16, png: await png(16, { detail: false }) },
            { size: 32, png: await png(32, { detail: false }) },
            { size: 48, png: await png(48) },
          ]);
          /** @type {[string, Buffer][]} */
          const list = [
            ['favicon.svg', Buffer.from(mark())],
            ['favicon.ico', ico],
            ['apple-touch-icon.png', await png(180, { rounded: false })],
            ['icon-192.png', await png(192)],
            ['icon-512.png', await png(512)],
            ['icon-maskable-512.png', await png(512, { rounded: false, inset: 56 })],
            ['site.webmanifest', Buffer.from(`${JSON.stringify(webmanifest, null, 2)}\n`)],
          ];
          const files = list.map(([file, data]) => ({
            file,
            data,
            format: file.split('.').pop() ?? '',
            width: 0,
          }));
          return { files, info: {} };
        })
      : null;

    return { hero, map, placeholder, og, logos, icons, themeColor };
  }

  // ------------------------------------------------------------ products
  const maxExtras = siteConstants.MAX_GALLERY_EXTRAS;
  /** @type {{ product: MediaProduct, folder: string, photos: string[] }[]} */
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
    for (const p of list) {
      const photos = productPhotos(p, o.productsMediaDir);
      if (photos.length > 1 + maxExtras)
        throw new Error(
          `products/${p.key}: ${photos.length} photos, at most ${1 + maxExtras} (a main picture and ${maxExtras} extras)`,
        );
      jobs.push({ product: p, folder, photos });
    }
  }
  // The site's drawings for the products with no photo (by key, not by position: moving a product
  // never changes its drawing). Without drawings, those keep their catalogue picture.
  // Every product is passed (those with photos too), so adding a photo to one never changes how
  // the others are drawn.
  const drawn =
    drawings.products?.(
      jobs.map((j) => ({ key: j.product.key, folder: j.folder })),
      maxExtras,
    ) ?? new Map();

  // Each product is one unit; the renditions of the units that changed are encoded side by side.
  const productUnits = await Promise.all(
    jobs
      .filter((job) => job.photos.length || drawn.has(job.product.key))
      .map(async (job) => {
        const { product, photos } = job;
        const drawing = photos.length ? undefined : drawn.get(product.key);
        const parts = drawing
          ? ['drawn', drawing.id, product.key, drawing.extras]
          : ['photos', ...(await Promise.all(photos.map(fileHash)))];
        const name = `products/${product.key}`;
        const hash = sha(generator, name, ...parts);
        /** @type {string[]} */
        const problems = [];
        return {
          job,
          name,
          hash,
          hit: await readUnit(name, hash),
          drawing,
          problems,
          /** @type {Unit | null} */ meta: null,
        };
      }),
  );
  // The renditions of the units that changed are encoded side by side, and each unit is written to
  // the cache as soon as its last rendition is done: a run stopped halfway keeps every finished
  // product, and the next run encodes only the rest.
  const pending = productUnits.filter((u) => !u.hit);
  const renditions = pending.flatMap((u) =>
    (u.drawing ? Array.from({ length: 1 + u.drawing.extras }, () => null) : u.job.photos).map(
      (file, n) => ({ u, n, file }),
    ),
  );
  /** @type {Map<object, { left: number, done: any[] }>} */
  const progress = new Map(pending.map((u) => [u, { left: 0, done: [] }]));
  for (const r of renditions) /** @type {{ left: number }} */ (progress.get(r.u)).left += 1;
  const sitePending = siteUnits();
  sitePending.catch(() => {}); // awaited below; this only keeps Node from calling it unhandled meanwhile
  await pool(renditions, async ({ u, n, file }) => {
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
        input: await rasterise(u.drawing?.svg(n) ?? ''),
        ...PRODUCT_SIZE,
      };
    const result = await encodeResponsive(input, {
      name: String(n + 1),
      widths: PRODUCT_WIDTHS,
      maxBytes: BUDGET.product,
      avif: true,
      photo: Boolean(file),
    });
    const state = /** @type {{ left: number, done: any[] }} */ (progress.get(u));
    state.done[n] = result;
    state.left -= 1;
    if (state.left > 0) return;
    const mine = state.done.filter(Boolean);
    u.meta = await writeUnit(
      u.name,
      u.hash,
      mine.flatMap((e) => e.files),
      mine.map((e) => e.info),
      u.problems,
    );
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
    stats.encoded.push(u.name);
  }

  // AVIF beside WebP doubles the files and the encoding time, so it is served only when it saves
  // at least 20% of the bytes of the product pictures (measured on every rendition).
  let webpBytes = 0;
  let avifBytes = 0;
  for (const u of productUnits)
    for (const f of u.meta?.files ?? []) {
      if (f.format === 'webp') webpBytes += f.bytes;
      else avifBytes += f.bytes;
    }
  const ratio = webpBytes ? avifBytes / webpBytes : 1;
  const useAvif = o.avif ?? ratio <= 0.8;
  log(
    `AVIF vs WebP on the product pictures: WebP ${(webpBytes / 1024).toFixed(1)} KB, AVIF ${(avifBytes / 1024).toFixed(1)} KB ` +
      `(${(ratio * 100).toFixed(0)}%) -> ${useAvif ? 'serving both' : 'WebP only'}${o.avif === undefined ? '' : ' (forced)'}`,
  );

  const { hero, map, placeholder, og, logos, icons, themeColor } = await sitePending;

  // ------------------------------------------------------------ publish
  // The files of the previous run are removed, then this run's are copied from the cache (copies
  // are cheap; encoding is not). Only the step's own files: a site's other files in public/ stay.
  const mediaDir = join(o.publicDir, 'media');
  const record = join(o.cacheDir, 'published.json');
  if (existsSync(record))
    for (const file of /** @type {string[]} */ (JSON.parse(await readFile(record, 'utf8'))))
      await rm(join(o.publicDir, file), { force: true });
  /** @type {string[]} */
  const published = [];
  /** @param {string} name @param {Unit} meta @param {string} destDir */
  const publish = async (name, meta, destDir) => {
    for (const f of meta.files) {
      if (f.format === 'avif' && !useAvif) continue;
      const dest = join(destDir, f.file);
      await mkdir(dirname(dest), { recursive: true });
      await copyFile(join(unitDir(name), f.file), dest);
      published.push(relative(o.publicDir, dest));
      if (f.format === 'webp' || f.format === 'avif') stats[f.format] += f.bytes;
    }
  };

  /** @type {Record<string, any>} */
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
  /** @type {string[]} */
  const aliases = [];
  for (const u of productUnits) {
    if (!u.meta) continue;
    const { product, folder } = u.job;
    const urlDir = `/media/products/${product.key}`;
    await publish(u.name, u.meta, join(mediaDir, 'products', product.key));
    /** @type {ReturnType<typeof entryOf>[]} */
    const [main, ...extras] = u.meta.info.map((/** @type {any} */ info) =>
      entryOf(urlDir, info, useAvif),
    );
    manifest.products[`${folder}/${product.index}`] = {
      key: product.key,
      main,
      extras: extras.map((e, i) => ({ n: i + 1, ...e })),
    };
    // The catalogue's own addresses (for the spec's /media/sectors/{folder}/{index}.webp and
    // {index}_{n}.webp) answer with the same bytes as the product's own largest WebP: copies, so
    // every host serves them. A catalogue whose addresses are not WebP keeps its own files there.
    const gallery = catalog.productGallery(product, extras.length);
    for (const [n, e] of [main, ...extras].entries()) {
      const alias = gallery[n];
      if (!e || !alias?.endsWith('.webp') || alias === e.src) continue;
      aliases.push(alias);
      await mkdir(dirname(join(o.publicDir, alias)), { recursive: true });
      await copyFile(join(o.publicDir, e.src), join(o.publicDir, alias));
      published.push(alias.replace(/^\//, ''));
    }
  }
  if (hero) {
    await publish('hero', hero, mediaDir);
    manifest.hero = entryOf('/media', hero.info, useAvif);
  } else delete manifest.hero;
  if (map) {
    await publish('map', map, mediaDir);
    manifest.map = entryOf('/media', map.info, useAvif);
  } else delete manifest.map;
  await publish('placeholder', placeholder, mediaDir);
  manifest.placeholder = entryOf('/media', placeholder.info, false);
  if (og) {
    await publish('og', og, join(mediaDir, 'og'));
    for (const lang of ogLangs)
      manifest.og[lang] = {
        src: `/media/og/og-${lang}.jpg`,
        width: 1200,
        height: 630,
        type: 'image/jpeg',
      };
  } else delete manifest.og;
  if (logos) {
    await publish('suppliers', logos, join(mediaDir, 'suppliers'));
    for (const s of suppliers) {
      if (!logos.info[s.id]) continue;
      const src = `/media/suppliers/${s.id}.svg`;
      if (s.logo && s.logo !== src)
        throw new Error(`${s.id}: content says logo ${s.logo}, generated ${src}`);
      manifest.suppliers[s.id] = { src, ...logos.info[s.id] };
    }
  }
  if (icons) {
    await publish('icons', icons, o.publicDir);
    manifest.icons = {
      svg: '/favicon.svg',
      ico: '/favicon.ico',
      appleTouch: '/apple-touch-icon.png',
      webmanifest: '/site.webmanifest',
      themeColor,
    };
  } else delete manifest.icons;
  await writeOut(record, `${JSON.stringify(published.sort(), null, 1)}\n`);

  // drop cached products that no longer exist
  const keep = new Set(productUnits.map((u) => u.job.product.key));
  const productsCache = join(o.cacheDir, 'products');
  if (existsSync(productsCache))
    for (const key of readdirSync(productsCache))
      if (!keep.has(key)) await rm(join(productsCache, key), { recursive: true, force: true });

  if (o.verbose)
    for (const job of jobs)
      log(
        `  ${job.folder}/${job.product.index} ${job.product.key} [${job.photos.length ? `${job.photos.length} photo(s)` : (drawn.get(job.product.key)?.id ?? 'catalogue picture')}]`,
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
