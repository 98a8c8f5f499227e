// The kit's look-ups over a site's picture manifest: galleries, placeholders, logos, the hero's
// preload.
import { describe, expect, it } from 'vitest';
import type { MediaManifest } from '../../src/config';
import { createMedia } from './index';

const img = (src: string, width = 960, height = 720) => ({
  src,
  width,
  height,
  srcSet: `${src.replace(/\.webp$/, '-480w.webp')} 480w, ${src} ${width}w`,
  sources: [{ type: 'image/webp' as const, srcSet: `${src} ${width}w` }],
});

/** A manifest that knows filtration/1 (with extras 1 and 2) and nothing else. */
const fixture: MediaManifest = {
  products: {
    'filtration/1': {
      key: 'microglassMedia',
      main: img('/media/sectors/filtration/1.webp'),
      extras: [
        { n: 1, ...img('/media/sectors/filtration/1_1.webp') },
        { n: 2, ...img('/media/sectors/filtration/1_2.webp') },
      ],
    },
  },
  hero: img('/media/hero.webp', 1920, 1080),
  map: img('/media/map.webp', 1200, 800),
  placeholder: img('/media/placeholder.webp'),
  og: {
    tr: { src: '/media/og/og-tr.jpg', width: 1200, height: 630 },
    en: { src: '/media/og/og-en.jpg', width: 1200, height: 630 },
  },
  suppliers: {
    'lodos-tekstil': { src: '/media/suppliers/lodos-tekstil.svg', width: 360, height: 120 },
  },
  icons: {
    svg: '/favicon.svg',
    ico: '/favicon.ico',
    appleTouch: '/apple-touch-icon.png',
    webmanifest: '/site.webmanifest',
    themeColor: '#0b5cad',
  },
  avif: false,
};

describe('media helpers over a fixture manifest', () => {
  const media = createMedia(fixture);

  it('lists the main picture and exactly the extras the manifest has', () => {
    const gallery = media.productImages('filtration', 1);
    expect(gallery.map((g) => g.src)).toEqual([
      '/media/sectors/filtration/1.webp',
      '/media/sectors/filtration/1_1.webp',
      '/media/sectors/filtration/1_2.webp',
    ]);
    expect(
      gallery.every(
        (g) => g.width === 960 && g.height === 720 && g.srcSet.includes('480w') && g.sizes,
      ),
    ).toBe(true);
    expect(gallery.map((g) => g.placeholder)).toEqual([false, false, false]);
  });

  it('accepts a content Product (by its image path)', () => {
    expect(media.productImages({ image: '/media/sectors/filtration/1.webp' })).toHaveLength(3);
  });

  it('falls back to the spec placeholder for a product missing from the manifest', () => {
    const gallery = media.productImages('filtration', 2);
    expect(gallery).toHaveLength(1);
    expect(gallery[0]).toMatchObject({
      src: '/media/placeholder.webp',
      width: 960,
      height: 720,
      placeholder: true,
    });
    expect(media.productImages({ image: '/media/sectors/paint/9.webp' })[0]?.src).toBe(
      '/media/placeholder.webp',
    );
    expect(media.productImages({ image: 'not-a-path' })[0]?.src).toBe('/media/placeholder.webp');
  });

  it('falls back to the placeholder for a missing extra asked for directly', () => {
    expect(media.productImage({ folder: 'filtration', index: 1 }, 2).src).toBe(
      '/media/sectors/filtration/1_2.webp',
    );
    expect(media.productImage({ folder: 'filtration', index: 1 }, 3)).toMatchObject({
      src: '/media/placeholder.webp',
      placeholder: true,
      n: 3,
    });
    expect(media.productThumbnail('filtration', 7).src).toBe('/media/placeholder.webp');
  });

  it('gives supplier logos that exist and null for the others', () => {
    expect(media.supplierLogo('lodos-tekstil')).toBe('/media/suppliers/lodos-tekstil.svg');
    expect(media.supplierLogo('nobody')).toBeNull();
  });

  it('preloads the same hero candidates the <picture> shows first', () => {
    const first = media.heroImage!.sources[0];
    expect(media.heroPreload!).toMatchObject({
      rel: 'preload',
      as: 'image',
      href: '/media/hero.webp',
      imageSrcSet: first?.srcSet ?? media.heroImage!.srcSet,
      imageSizes: media.heroImage!.sizes,
      type: first?.type ?? 'image/webp',
    });
  });
});

describe('the hero preload of a manifest with AVIF', () => {
  it('names the AVIF candidates, the <picture>’s first source', () => {
    const hero = img('/media/hero.webp', 1920, 1080);
    const avif = {
      type: 'image/avif' as const,
      srcSet: '/media/hero-960w.avif 960w, /media/hero.avif 1920w',
    };
    const media = createMedia({
      ...fixture,
      hero: { ...hero, sources: [avif, ...hero.sources] },
      avif: true,
    });
    expect(media.heroPreload).toMatchObject({ type: 'image/avif', imageSrcSet: avif.srcSet });
    expect(media.heroPreload!.imageSrcSet).toMatch(/\.avif \d+w/);
  });
});
