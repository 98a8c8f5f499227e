// Compact image descriptors: a picture named by the picture step's rule (`{base}-{w}w.{ext}` for
// the smaller widths, `{base}.{ext}` for the largest, AVIF then WebP) travels as a short tuple and
// expands to exactly its attributes; any other picture travels in full.
import { describe, expect, it } from 'vitest';
import { compactImage, expandImage } from './compact';
import { PRODUCT_CARD_SIZES } from './sizes';

/** A product picture as `defne-site media` writes it: 960 × 720 and 480 px wide, AVIF and WebP. */
function stepPicture(key: string, n: number) {
  const base = `/media/products/${key}/${n}`;
  const set = (ext: string) => `${base}-480w.${ext} 480w, ${base}.${ext} 960w`;
  return {
    src: `${base}.webp`,
    width: 960,
    height: 720,
    srcSet: set('webp'),
    sources: [
      { type: 'image/avif' as const, srcSet: set('avif') },
      { type: 'image/webp' as const, srcSet: set('webp') },
    ],
  };
}

const pictures = ['filterPaper', 'needleFelt', 'sealingTape'].flatMap((key) =>
  [1, 2, 3].map((n) => stepPicture(key, n)),
);

describe('compact image descriptors', () => {
  it('every picture the step names travels compact and expands to exactly its attributes', () => {
    for (const picture of pictures) {
      const compact = compactImage(picture);
      expect(Array.isArray(compact)).toBe(true);
      expect(expandImage(compact, PRODUCT_CARD_SIZES)).toEqual({
        ...picture,
        sizes: PRODUCT_CARD_SIZES,
      });
    }
  });

  it('is at most half the size of the written-out attributes', () => {
    const full = JSON.stringify(pictures);
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
