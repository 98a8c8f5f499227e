// @vitest-environment node
// The picture step against the output of the build's `media` step: pictures follow product keys,
// not positions, and one changed photo re-encodes only its product. Each run works in a temporary
// copy of the step's cache, so it encodes only what the test changes.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import * as content from '@defne/content';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateMedia, productPhotos, webRoot } from './lib/pipeline.mjs';

const realPublic = join(webRoot, 'public');
const realCache = join(webRoot, '.media-cache');
const STALE =
  'the media step output is missing or stale: run `pnpm --filter @defne/web media` (the build does) first';

let tmp;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'defne-media-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** Runs the step on `changed` content into a fresh folder with a copy of the real cache. */
async function run(name, { products = content.products, productsMediaDir, cacheDir } = {}) {
  const dir = join(tmp, name);
  const cache = cacheDir ?? join(dir, 'cache');
  if (!cacheDir) await cp(realCache, cache, { recursive: true });
  const photos = productsMediaDir ?? join(dir, 'no-photos');
  await mkdir(photos, { recursive: true });
  const result = await generateMedia({
    content: { ...content, products },
    publicDir: join(dir, 'public'),
    cacheDir: cache,
    productsMediaDir: photos,
    suppliersMediaDir: join(dir, 'no-logos'),
    siteSourceDir: join(webRoot, 'media', 'source'),
    minPhotoWidth: 960,
  });
  return { ...result, publicDir: join(dir, 'public'), cacheDir: cache };
}

const bytes = (root, url) => readFile(join(root, url.replace(/^\//, '')));

describe('the media step', () => {
  it(
    'gives moved products their own pictures: swapping two products swaps the pictures at the spec paths',
    { timeout: 60_000 },
    async () => {
      const [a, b] = content.products.filter((p) => p.category === 'filtration');
      expect([a.index, b.index]).toEqual([1, 2]);
      const folder = content.categories.find((c) => c.id === 'filtration').imageFolder;
      const moved = (p, index) => ({
        ...p,
        index,
        image: content.productImagePath(folder, index),
      });
      const swapped = content.products.map((p) =>
        p.key === a.key ? moved(p, 2) : p.key === b.key ? moved(p, 1) : p,
      );
      const result = await run('swap', { products: swapped });
      // nothing re-encoded: each product's pictures are cached under its key, whatever its position
      expect(result.stats.encoded, STALE).toEqual([]);
      expect(result.manifest.products[`${folder}/1`].key).toBe(b.key);
      expect(result.manifest.products[`${folder}/2`].key).toBe(a.key);
      expect(result.manifest.products[`${folder}/1`].main.src).toBe(
        `/media/products/${b.key}/1.webp`,
      );
      // the spec path of position 1 now answers with b's picture, the one it had at position 2
      const [at1, at2, bBefore, aBefore] = await Promise.all([
        bytes(result.publicDir, `/media/sectors/${folder}/1.webp`),
        bytes(result.publicDir, `/media/sectors/${folder}/2.webp`),
        bytes(realPublic, `/media/sectors/${folder}/2.webp`),
        bytes(realPublic, `/media/sectors/${folder}/1.webp`),
      ]);
      expect(at1.equals(bBefore)).toBe(true);
      expect(at2.equals(aBefore)).toBe(true);
      expect(at1.equals(at2)).toBe(false);
      // and the extras move with them
      const extrasOfA = result.manifest.products[`${folder}/2`].extras;
      expect(extrasOfA.length).toBe((await extrasIn(realPublic, a.key)) - 1);
      for (const e of extrasOfA)
        expect((await bytes(result.publicDir, e.src)).equals(await bytes(realPublic, e.src))).toBe(
          true,
        );
    },
  );

  it('takes the photos of a product from its folder, in number order, when the site has no photo lists', async () => {
    const [p] = content.products.filter((x) => x.category === 'decoration');
    const dir = join(tmp, 'listed', p.key);
    await mkdir(dir, { recursive: true });
    for (const [name, colour] of [
      ['10.webp', '#101010'],
      ['2.png', '#202020'],
      ['1.jpg', '#f0f0f0'],
    ])
      await sharp({ create: { width: 960, height: 720, channels: 3, background: colour } }).toFile(
        join(dir, name),
      );
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
    { timeout: 60_000 },
    async () => {
      const [p, small] = content.products.filter((x) => x.category === 'paintInkPlastic');
      const folder = content.categories.find((c) => c.id === 'paintInkPlastic').imageFolder;
      const photos = join(tmp, 'photos');
      const photo = (colour, width = 1600) =>
        sharp({
          create: { width, height: (width * 3) / 4, channels: 3, background: colour },
        })
          .composite([
            {
              input: Buffer.from(
                `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}"><circle cx="50%" cy="50%" r="30%" fill="#fff"/></svg>`,
              ),
            },
          ])
          .jpeg({ quality: 90 })
          .toBuffer();
      await mkdir(join(photos, p.key), { recursive: true });
      await sharp(await photo('#b03030')).toFile(join(photos, p.key, '1.jpg'));
      await sharp(await photo('#3050b0')).toFile(join(photos, p.key, '2.jpg'));

      // as the build passes them: each product with its data file's photo list
      const listing = (lists) =>
        content.products.map((x) => ({ ...x, photos: lists[x.key] ?? [] }));
      const first = await run('photo', {
        productsMediaDir: photos,
        products: listing({ [p.key]: ['1.jpg', '2.jpg'] }),
      });
      expect(first.stats.encoded).toEqual([`products/${p.key}`]);
      const entry = first.manifest.products[`${folder}/${p.index}`];
      expect(entry.main).toMatchObject({ src: `/media/products/${p.key}/1.webp`, width: 960 });
      expect(entry.extras.map((e) => e.src)).toEqual([`/media/products/${p.key}/2.webp`]);
      const served = await bytes(first.publicDir, entry.main.src);
      expect(served.equals(await bytes(first.publicDir, p.image))).toBe(true);
      expect(served.equals(await bytes(realPublic, p.image))).toBe(false);
      const { dominant } = await sharp(served).stats();
      expect(dominant.r).toBeGreaterThan(dominant.b); // the red photo, not the drawing
      // every other product kept its bytes
      const other = content.products.find((x) => x.category === 'dentalSupplies');
      expect(
        (await bytes(first.publicDir, other.image)).equals(await bytes(realPublic, other.image)),
      ).toBe(true);

      // same cache, nothing changed: nothing encoded
      const again = await run('photo-again', {
        productsMediaDir: photos,
        cacheDir: first.cacheDir,
        products: listing({ [p.key]: ['1.jpg', '2.jpg'] }),
      });
      expect(again.stats.encoded).toEqual([]);

      // one photo replaced by a smaller one, and a too-small photo for another product
      await sharp(await photo('#30a050', 800)).toFile(join(photos, p.key, '1.jpg'));
      await mkdir(join(photos, small.key), { recursive: true });
      await sharp(await photo('#a0a030', 640)).toFile(join(photos, small.key, '1.png'));
      const changed = await run('photo-changed', {
        productsMediaDir: photos,
        cacheDir: first.cacheDir,
        products: listing({ [p.key]: ['1.jpg', '2.jpg'], [small.key]: ['1.png'] }),
      });
      expect(changed.stats.encoded.sort()).toEqual(
        [`products/${p.key}`, `products/${small.key}`].sort(),
      );
      expect(changed.manifest.products[`${folder}/${p.index}`].main.width).toBe(800);
      expect(changed.manifest.products[`${folder}/${small.index}`].extras).toEqual([]);
      expect(changed.warnings.join('\n')).toMatch(
        new RegExp(`products/${small.key}/1\\.png: the photo is 640 pixels wide .* at least 960`),
      );
      // cached, the too-small photo is still reported: the build keeps failing until it is replaced
      const cached = await run('photo-cached', {
        productsMediaDir: photos,
        cacheDir: first.cacheDir,
        products: listing({ [p.key]: ['1.jpg', '2.jpg'], [small.key]: ['1.png'] }),
      });
      expect(cached.stats.encoded).toEqual([]);
      expect(cached.warnings).toEqual(changed.warnings);
    },
  );
});

describe('supplier logos', () => {
  it("use the file a supplier's data names, wrapped in an SVG at the logo's address", async () => {
    const [s] = content.suppliers;
    const dir = join(tmp, 'logos');
    await mkdir(dir, { recursive: true });
    await sharp({ create: { width: 600, height: 200, channels: 4, background: '#0a0' } })
      .png()
      .toFile(join(dir, 'brand-mark.png'));
    const out = join(tmp, 'logo-run');
    await cp(realCache, join(out, 'cache'), { recursive: true });
    const result = await generateMedia({
      content: { ...content, supplierLogoFiles: { [s.id]: 'brand-mark.png' } },
      publicDir: join(out, 'public'),
      cacheDir: join(out, 'cache'),
      productsMediaDir: join(tmp, 'no-photos-here'),
      suppliersMediaDir: dir,
      siteSourceDir: join(webRoot, 'media', 'source'),
    });
    expect(result.stats.encoded).toEqual(['suppliers']);
    expect(result.manifest.suppliers[s.id]).toEqual({
      src: `/media/suppliers/${s.id}.svg`,
      width: 480,
      height: 160,
    });
    const svg = await readFile(join(out, 'public', 'media', 'suppliers', `${s.id}.svg`), 'utf8');
    expect(svg).toMatch(
      /^<svg [^>]*width="480" height="160"[^>]*><image [^>]*href="data:image\/webp;base64,/,
    );
  });
});

async function extrasIn(publicDir, key) {
  const { readdir } = await import('node:fs/promises');
  return (await readdir(join(publicDir, 'media', 'products', key))).filter((f) =>
    /^\d+\.webp$/.test(f),
  ).length;
}
