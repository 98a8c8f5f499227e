// The picture step on a small catalogue of its own: pictures follow product keys, not positions;
// one changed photo re-encodes only its product; photos are 4:3 AVIF and WebP at 960 and 480 px
// with their srcsets; what has no photo keeps its catalogue picture unless the site draws one.
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createCatalog, productImagePath } from '@defne/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateMedia, productPhotos } from './media-pipeline.mjs';

const catalog = createCatalog({
  categories: [
    { id: 'tapes', imageFolder: 'tapes', icon: 'tape', slug: { tr: 'bantlar', en: 'tapes' } },
    { id: 'films', imageFolder: 'films', icon: 'film', slug: { tr: 'filmler', en: 'films' } },
  ],
  productKeys: { tapes: ['paperTape', 'clothTape'], films: ['stretchFilm', 'bubbleFilm'] },
  imagePath: productImagePath,
});
const suppliers = [{ id: 'acme', name: 'Acme Tapes' }];
const company = { name: 'Örnek Ambalaj' };

/** A drawing per product: a flat colour from its key, and two extras for the paper tape. */
const drawings = {
  /** @param {readonly { key: string, folder: string }[]} products */
  products: (products) =>
    new Map(
      products.map((p) => [
        p.key,
        {
          id: `${p.folder}/plain`,
          extras: p.key === 'paperTape' ? 2 : 0,
          svg: (/** @type {number} */ n) =>
            `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720"><rect width="960" height="720" fill="hsl(${[...p.key].reduce((h, c) => h * 31 + c.charCodeAt(0), n) % 360} 60% 50%)"/></svg>`,
        },
      ]),
    ),
};

/** @type {string} */
let tmp;
/** The cache of a first run with every product drawn, which the runs below copy. */
let warm = '';
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'defne-media-'));
  warm = (await run('warm', { drawings })).cacheDir;
}, 120_000);
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/**
 * Runs the step into a fresh folder, with a copy of `from`'s cache (or its own `cacheDir`).
 * @param {string} name
 * @param {{ catalog?: any, products?: readonly any[], productsMediaDir?: string, suppliersMediaDir?: string, cacheDir?: string, from?: string, drawings?: any, supplierLogoFiles?: Record<string, string> }} [options]
 */
async function run(name, options = {}) {
  const dir = join(tmp, name);
  const cache = options.cacheDir ?? join(dir, 'cache');
  if (options.from) await cp(options.from, cache, { recursive: true });
  const photos = options.productsMediaDir ?? join(dir, 'no-photos');
  await mkdir(photos, { recursive: true });
  const of = options.catalog ?? catalog;
  const result = await generateMedia({
    catalog: of,
    products: options.products ?? of.products,
    suppliers,
    supplierLogoFiles: options.supplierLogoFiles,
    company,
    drawings: options.drawings,
    publicDir: join(dir, 'public'),
    cacheDir: cache,
    productsMediaDir: photos,
    suppliersMediaDir: options.suppliersMediaDir ?? join(dir, 'no-logos'),
    siteSourceDir: join(dir, 'no-site-photos'),
    minPhotoWidth: 960,
  });
  return { ...result, publicDir: join(dir, 'public'), cacheDir: cache };
}

/** @param {string} root @param {string} url */
const bytes = (root, url) => readFile(join(root, url.replace(/^\//, '')));

/** A photo-like JPEG: a colour with a white disc in the middle. @param {string} colour */
const photo = (colour, width = 1600) =>
  sharp({ create: { width, height: (width * 3) / 4, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}"><circle cx="50%" cy="50%" r="30%" fill="#fff"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();

describe('the media step', () => {
  it(
    'gives moved products their own pictures: swapping two products swaps the pictures at the spec paths',
    { timeout: 60_000 },
    async () => {
      const [a, b] = catalog.productsOf('tapes');
      if (!a || !b) throw new Error('two tapes');
      const moved = (/** @type {typeof a} */ p, /** @type {number} */ index) => ({
        ...p,
        index,
        image: productImagePath('tapes', index),
      });
      const swapped = catalog.products.map((p) =>
        p.key === a.key ? moved(p, 2) : p.key === b.key ? moved(p, 1) : p,
      );
      const before = join(tmp, 'warm', 'public');
      const result = await run('swap', { products: swapped, drawings, from: warm });
      // nothing re-encoded: each product's pictures are cached under its key, whatever its position
      expect(result.stats.encoded).toEqual([]);
      expect(result.manifest.products['tapes/1'].key).toBe(b.key);
      expect(result.manifest.products['tapes/2'].key).toBe(a.key);
      expect(result.manifest.products['tapes/1'].main.src).toBe(`/media/products/${b.key}/1.webp`);
      const [at1, at2, bBefore, aBefore] = await Promise.all([
        bytes(result.publicDir, '/media/sectors/tapes/1.webp'),
        bytes(result.publicDir, '/media/sectors/tapes/2.webp'),
        bytes(before, '/media/sectors/tapes/2.webp'),
        bytes(before, '/media/sectors/tapes/1.webp'),
      ]);
      expect(at1.equals(bBefore)).toBe(true);
      expect(at2.equals(aBefore)).toBe(true);
      expect(at1.equals(at2)).toBe(false);
      // and the extras move with them
      const extrasOfA = result.manifest.products['tapes/2'].extras;
      expect(extrasOfA.map((/** @type {{ src: string }} */ e) => e.src)).toEqual([
        `/media/products/${a.key}/2.webp`,
        `/media/products/${a.key}/3.webp`,
      ]);
      expect(
        (await bytes(result.publicDir, '/media/sectors/tapes/2_1.webp')).equals(
          await bytes(before, '/media/sectors/tapes/1_1.webp'),
        ),
      ).toBe(true);
    },
  );

  it(
    'keeps each finished product of a run that stops halfway, and a new product re-encodes no other',
    { timeout: 120_000 },
    async () => {
      const photos = join(tmp, 'halfway-photos');
      const colours = ['#b03030', '#30b030', '#3030b0', '#b0b030', '#30b0b0'];
      const keys = catalog.products.map((p) => p.key);
      for (const [i, key] of keys.entries()) {
        await mkdir(join(photos, key), { recursive: true });
        await writeFile(join(photos, key, '1.jpg'), await photo(String(colours[i]), 1000));
      }
      // the last product's photo cannot be read: the run stops there
      const last = /** @type {string} */ (keys.at(-1));
      await writeFile(join(photos, last, '1.jpg'), 'not a JPEG');
      const listing = (/** @type {any} */ of) =>
        of.products.map((/** @type {any} */ x) => ({ ...x, photos: ['1.jpg'] }));
      const cacheDir = join(tmp, 'halfway-cache');
      await expect(
        run('halfway', { productsMediaDir: photos, products: listing(catalog), cacheDir }),
      ).rejects.toThrow();
      // every product before it is in the cache already
      for (const key of keys.slice(0, -1))
        expect(existsSync(join(cacheDir, 'products', key, 'unit.json')), key).toBe(true);
      expect(existsSync(join(cacheDir, 'products', last, 'unit.json'))).toBe(false);

      // the photo fixed, the next run encodes that product only
      await writeFile(join(photos, last, '1.jpg'), await photo(String(colours[4]), 1000));
      const resumed = await run('resumed', {
        productsMediaDir: photos,
        products: listing(catalog),
        cacheDir,
      });
      expect(resumed.stats.encoded).toEqual([`products/${last}`]);

      // a product added to a sector: its photos are encoded, no other product's
      const grown = createCatalog({
        categories: catalog.categories,
        productKeys: {
          tapes: ['paperTape', 'clothTape'],
          films: ['shrinkFilm', 'stretchFilm', 'bubbleFilm'],
        },
        imagePath: productImagePath,
      });
      await mkdir(join(photos, 'shrinkFilm'), { recursive: true });
      await writeFile(join(photos, 'shrinkFilm', '1.jpg'), await photo('#804020', 1000));
      const added = await run('added', {
        catalog: grown,
        productsMediaDir: photos,
        products: listing(grown),
        cacheDir,
      });
      expect(added.stats.encoded).toEqual(['products/shrinkFilm']);
      expect(added.stats.reused.filter((n) => n.startsWith('products/')).sort()).toEqual(
        keys.map((k) => `products/${k}`).sort(),
      );
      for (const key of keys)
        expect(
          (await bytes(added.publicDir, `/media/products/${key}/1.webp`)).equals(
            await bytes(resumed.publicDir, `/media/products/${key}/1.webp`),
          ),
          key,
        ).toBe(true);
    },
  );

  it('takes the photos of a product from its folder, in number order, when the site has no photo lists', async () => {
    const [p] = catalog.productsOf('films');
    if (!p) throw new Error('a film');
    const dir = join(tmp, 'listed', p.key);
    await mkdir(dir, { recursive: true });
    for (const [name, colour] of [
      ['10.webp', '#101010'],
      ['2.png', '#202020'],
      ['1.jpg', '#f0f0f0'],
    ])
      await sharp({
        create: { width: 960, height: 720, channels: 3, background: String(colour) },
      }).toFile(join(dir, String(name)));
    await writeFile(join(dir, 'notes.txt'), 'not a photo');
    expect(productPhotos(p, join(tmp, 'listed')).map((f) => basename(f))).toEqual([
      '1.jpg',
      '2.png',
      '10.webp',
    ]);
    expect(productPhotos({ ...p, photos: ['2.png'] }, join(tmp, 'listed'))).toHaveLength(1);
    expect(() => productPhotos({ ...p, photos: ['3.jpg'] }, join(tmp, 'listed'))).toThrow(
      /3\.jpg is listed but not in/,
    );
  });

  it(
    're-encodes only the product whose photo changed, and serves the photo at both addresses',
    { timeout: 90_000 },
    async () => {
      const [p, small] = catalog.productsOf('films');
      if (!p || !small) throw new Error('two films');
      const photos = join(tmp, 'photos');
      await mkdir(join(photos, p.key), { recursive: true });
      await writeFile(join(photos, p.key, '1.jpg'), await photo('#b03030'));
      await writeFile(join(photos, p.key, '2.jpg'), await photo('#3050b0'));

      // as the build passes them: each product with its data file's photo list
      const listing = (/** @type {Record<string, string[]>} */ lists) =>
        catalog.products.map((x) => ({ ...x, photos: lists[x.key] ?? [] }));
      const cacheDir = join(tmp, 'photo-cache');
      await cp(warm, cacheDir, { recursive: true });
      const first = await run('photo', {
        productsMediaDir: photos,
        products: listing({ [p.key]: ['1.jpg', '2.jpg'] }),
        drawings,
        cacheDir,
      });
      expect(first.stats.encoded).toEqual([`products/${p.key}`]);
      const entry = first.manifest.products[`films/${p.index}`];
      expect(entry.main).toMatchObject({
        src: `/media/products/${p.key}/1.webp`,
        width: 960,
        height: 720,
        srcSet: `/media/products/${p.key}/1-480w.webp 480w, /media/products/${p.key}/1.webp 960w`,
      });
      expect(entry.main.sources[0]).toEqual({
        type: 'image/avif',
        srcSet: `/media/products/${p.key}/1-480w.avif 480w, /media/products/${p.key}/1.avif 960w`,
      });
      expect(entry.extras.map((/** @type {{ src: string }} */ e) => e.src)).toEqual([
        `/media/products/${p.key}/2.webp`,
      ]);
      const avif = await sharp(
        await bytes(first.publicDir, `/media/products/${p.key}/1.avif`),
      ).metadata();
      expect([avif.format, avif.width, avif.height]).toEqual(['heif', 960, 720]);
      const served = await bytes(first.publicDir, entry.main.src);
      expect(served.equals(await bytes(first.publicDir, p.image))).toBe(true);
      expect(served.length).toBeLessThanOrEqual(40 * 1024);
      const { dominant } = await sharp(served).stats();
      expect(dominant.r).toBeGreaterThan(dominant.b); // the red photo, not the drawing
      // every other product kept its bytes
      const [other] = catalog.productsOf('tapes');
      if (!other) throw new Error('a tape');
      expect(
        (await bytes(first.publicDir, other.image)).equals(
          await bytes(join(tmp, 'warm', 'public'), other.image),
        ),
      ).toBe(true);

      // same cache, nothing changed: nothing encoded
      const again = await run('photo-again', {
        productsMediaDir: photos,
        cacheDir,
        drawings,
        products: listing({ [p.key]: ['1.jpg', '2.jpg'] }),
      });
      expect(again.stats.encoded).toEqual([]);

      // one photo replaced by a smaller one, and a too-small photo for another product
      await writeFile(join(photos, p.key, '1.jpg'), await photo('#30a050', 800));
      await mkdir(join(photos, small.key), { recursive: true });
      await sharp(await photo('#a0a030', 640)).toFile(join(photos, small.key, '1.png'));
      const lists = { [p.key]: ['1.jpg', '2.jpg'], [small.key]: ['1.png'] };
      const changed = await run('photo-changed', {
        productsMediaDir: photos,
        cacheDir,
        drawings,
        products: listing(lists),
      });
      expect(changed.stats.encoded.sort()).toEqual(
        [`products/${p.key}`, `products/${small.key}`].sort(),
      );
      expect(changed.manifest.products[`films/${p.index}`].main.width).toBe(800);
      expect(changed.manifest.products[`films/${small.index}`].extras).toEqual([]);
      expect(changed.warnings.join('\n')).toMatch(
        new RegExp(`products/${small.key}/1\\.png: the photo is 640 pixels wide .* at least 960`),
      );
      // cached, the too-small photo is still reported: the build keeps failing until it is replaced
      const cached = await run('photo-cached', {
        productsMediaDir: photos,
        cacheDir,
        drawings,
        products: listing(lists),
      });
      expect(cached.stats.encoded).toEqual([]);
      expect(cached.warnings).toEqual(changed.warnings);
    },
  );

  it(
    'without drawings, leaves a product with no photo to its catalogue picture and removes only its own files',
    { timeout: 60_000 },
    async () => {
      const [p] = catalog.productsOf('tapes');
      if (!p) throw new Error('a tape');
      const photos = join(tmp, 'one-photo');
      await mkdir(join(photos, p.key), { recursive: true });
      await writeFile(join(photos, p.key, '1.jpg'), await photo('#2060a0', 1200));
      const dir = join(tmp, 'plain');
      // a picture of the site's own in public/media, which the step must leave alone
      await mkdir(join(dir, 'public', 'media', 'tapes'), { recursive: true });
      await writeFile(join(dir, 'public', 'media', 'tapes', 'own.svg'), '<svg/>');
      const result = await run('plain', { productsMediaDir: photos });
      expect(Object.values(result.manifest.products).map((x) => x.key)).toEqual([p.key]);
      expect(result.manifest).not.toHaveProperty('hero');
      expect(result.manifest).not.toHaveProperty('og');
      expect(result.manifest).not.toHaveProperty('icons');
      expect(result.manifest.suppliers).toEqual({});
      expect(result.manifest.placeholder.src).toBe('/media/placeholder.webp');
      expect(existsSync(join(dir, 'public', 'media', 'placeholder.webp'))).toBe(true);

      // the photo goes: its files go with it, the site's own file stays
      await rm(join(photos, p.key), { recursive: true });
      const again = await run('plain', { productsMediaDir: photos, cacheDir: result.cacheDir });
      expect(again.manifest.products).toEqual({});
      expect(existsSync(join(dir, 'public', 'media', 'products', p.key, '1.webp'))).toBe(false);
      expect(existsSync(join(dir, 'public', 'media', 'tapes', 'own.svg'))).toBe(true);
    },
  );
});

describe('supplier logos', () => {
  it("use the file a supplier's data names, wrapped in an SVG at the logo's address", async () => {
    const [s] = suppliers;
    if (!s) throw new Error('a supplier');
    const dir = join(tmp, 'logos');
    await mkdir(dir, { recursive: true });
    await sharp({ create: { width: 600, height: 200, channels: 4, background: '#0a0' } })
      .png()
      .toFile(join(dir, 'brand-mark.png'));
    const result = await run('logo-run', {
      from: warm,
      drawings,
      suppliersMediaDir: dir,
      supplierLogoFiles: { [s.id]: 'brand-mark.png' },
    });
    expect(result.stats.encoded).toEqual(['suppliers']);
    expect(result.manifest.suppliers[s.id]).toEqual({
      src: `/media/suppliers/${s.id}.svg`,
      width: 480,
      height: 160,
    });
    const svg = await readFile(join(result.publicDir, 'media', 'suppliers', `${s.id}.svg`), 'utf8');
    expect(svg).toMatch(
      /^<svg [^>]*width="480" height="160"[^>]*><image [^>]*href="data:image\/webp;base64,/,
    );
    expect(await readdir(join(result.publicDir, 'media', 'suppliers'))).toEqual([`${s.id}.svg`]);
  });
});
