// @vitest-environment node
// The manifest against the files the build's `media` step wrote: every entry exists with the stated
// size, every file under public/media/products is in the manifest (nothing stale, nothing unlisted),
// and the spec's addresses (/media/sectors/{folder}/{index}.webp, {index}_{n}.webp) serve the same
// bytes as the product's own picture.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaManifest } from '../media/manifest.generated';
import type { MediaImage } from '@defne/site/config';

const publicDir = join(__dirname, '..', 'public');
const onDisk = (url: string) => join(publicDir, url.replace(/^\//, ''));

function urlsOf(image: MediaImage): { url: string; width: number }[] {
  const sets = [image.srcSet, ...image.sources.map((s) => s.srcSet)];
  return sets.flatMap((set) =>
    set.split(',').map((c) => {
      const [url = '', w = ''] = c.trim().split(/\s+/);
      return { url, width: Number.parseInt(w, 10) };
    }),
  );
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const images: [string, MediaImage][] = [
  ...Object.entries(mediaManifest.products).flatMap(([slot, p]) => [
    [slot, p.main] as [string, MediaImage],
    ...p.extras.map((e) => [`${slot}_${e.n}`, e] as [string, MediaImage]),
  ]),
  ['hero', mediaManifest.hero],
  ['map', mediaManifest.map],
  ['placeholder', mediaManifest.placeholder],
];

describe('manifest vs public/', () => {
  it.each(images)(
    '%s: src and every srcset candidate exist with the stated size',
    async (_, image) => {
      const meta = await sharp(onDisk(image.src)).metadata();
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
      for (const { url, width } of urlsOf(image)) {
        expect(existsSync(onDisk(url)), url).toBe(true);
        const m = await sharp(onDisk(url)).metadata();
        expect(m.width, url).toBe(width);
        expect(m.height, url).toBe(Math.round((width * image.height) / image.width));
      }
    },
  );

  it('lists every file under public/media/products', () => {
    const listed = new Set(
      images.flatMap(([, image]) => [image.src, ...urlsOf(image).map((c) => c.url)]),
    );
    const files = walk(join(publicDir, 'media', 'products')).map(
      (f) =>
        `/${f
          .slice(publicDir.length + 1)
          .split('\\')
          .join('/')}`,
    );
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => !listed.has(f))).toEqual([]);
  });

  it('answers the spec path of every product picture with its bytes, and nothing else there', () => {
    const expected = new Map<string, string>();
    for (const [slot, p] of Object.entries(mediaManifest.products)) {
      expect(p.main.src).toBe(`/media/products/${p.key}/1.webp`);
      expected.set(`/media/sectors/${slot}.webp`, p.main.src);
      for (const e of p.extras) expected.set(`/media/sectors/${slot}_${e.n}.webp`, e.src);
    }
    for (const [alias, src] of expected)
      expect(readFileSync(onDisk(alias)).equals(readFileSync(onDisk(src))), alias).toBe(true);
    const files = walk(join(publicDir, 'media', 'sectors')).map(
      (f) =>
        `/${f
          .slice(publicDir.length + 1)
          .split('\\')
          .join('/')}`,
    );
    expect(files.sort()).toEqual([...expected.keys()].sort());
  });

  it('has the share images, logos, favicons and web app manifest', async () => {
    for (const og of Object.values(mediaManifest.og)) {
      const meta = await sharp(onDisk(og.src)).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 630]);
    }
    for (const logo of Object.values(mediaManifest.suppliers))
      expect(existsSync(onDisk(logo.src))).toBe(true);
    const { icons } = mediaManifest;
    for (const url of [
      icons.svg,
      icons.ico,
      icons.appleTouch,
      icons.webmanifest,
      '/icon-192.png',
      '/icon-512.png',
    ])
      expect(existsSync(onDisk(url)), url).toBe(true);
    expect((await sharp(onDisk(icons.appleTouch)).metadata()).width).toBe(180);
  });
});
