import { describe, expect, it } from 'vitest';
import { compactImage, expandImage } from '@defne/site/app/media/compact.ts';
import { mediaManifest } from '../media/manifest.generated';
import { PRODUCT_CARD_SIZES } from '@defne/site/app/media/sizes.ts';

const pictures = Object.values(mediaManifest.products).flatMap((p) => [p.main, ...p.extras]);

describe('compact image descriptors', () => {
  it('every generated product picture travels compact and expands to exactly its attributes', () => {
    expect(pictures.length).toBeGreaterThan(28);
    for (const picture of pictures) {
      const compact = compactImage(picture);
      expect(Array.isArray(compact)).toBe(true);
      expect(expandImage(compact, PRODUCT_CARD_SIZES)).toEqual({
        src: picture.src,
        width: picture.width,
        height: picture.height,
        srcSet: picture.srcSet,
        sizes: PRODUCT_CARD_SIZES,
        sources: picture.sources,
      });
    }
  });

  it('is at most half the size of the written-out attributes', () => {
    const full = JSON.stringify(
      pictures.map(({ src, width, height, srcSet, sources }) => ({
        src,
        width,
        height,
        srcSet,
        sources,
      })),
    );
    const compact = JSON.stringify(pictures.map((p) => compactImage(p)));
    expect(compact.length).toBeLessThan(full.length / 2);
  });

  it('a picture the naming rule does not describe travels in full', () => {
    const odd = {
      src: '/media/other/photo.webp',
      width: 800,
      height: 600,
      srcSet: '/media/other/photo-small.webp 400w, /media/other/photo.webp 800w',
      sources: [],
    };
    expect(compactImage(odd)).toEqual(odd);
    expect(expandImage(compactImage(odd), '100vw')).toEqual({ ...odd, sizes: '100vw' });
  });
});
