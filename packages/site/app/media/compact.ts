// Compact image descriptors for loader data. A sector page's loader data names every product's
// pictures (the modal can show any product a search finds), and each picture's srcset repeats its
// path once per width and format: as written out, that was 12-13 KB of inline data on every sector
// page. The pipeline names files by a fixed rule (build-steps/media-pipeline.mjs: {base}-{w}w.{ext} for the
// smaller widths, {base}.{ext} for the largest), so the loader sends the base path, the size, the
// smaller widths and the formats, and the browser writes the srcsets. A picture the rule does not
// describe exactly travels in full.
import type { MediaSource } from '@defne/site/config';

/** What a page component needs of an image: the <picture>/<img> attributes, nothing of the manifest. */
export interface ImageProps {
  src: string;
  width: number;
  height: number;
  srcSet: string;
  sizes: string;
  /** <source>s, best format first (AVIF, then WebP). */
  sources: readonly MediaSource[];
}

/** [base path, width, height, smaller widths, formats best first (e.g. 'avif webp')]. */
export type CompactImage = readonly [string, number, number, readonly number[], string];

/** A picture as the loader sends it: compact, or in full (without sizes, which the page knows). */
export type LoaderImage = CompactImage | Omit<ImageProps, 'sizes'>;

const FALLBACK_TYPE = 'webp';

function srcSetOf(base: string, width: number, widths: readonly number[], ext: string): string {
  return [...widths.map((w) => `${base}-${w}w.${ext} ${w}w`), `${base}.${ext} ${width}w`].join(
    ', ',
  );
}

/** The <picture>/<img> attributes of a loader image. */
export function expandImage(image: LoaderImage, sizes: string): ImageProps {
  if (!Array.isArray(image)) return { ...(image as Omit<ImageProps, 'sizes'>), sizes };
  const [base, width, height, widths, formats] = image as CompactImage;
  return {
    src: `${base}.${FALLBACK_TYPE}`,
    width,
    height,
    srcSet: srcSetOf(base, width, widths, FALLBACK_TYPE),
    sizes,
    sources: formats.split(' ').map((ext) => ({
      type: `image/${ext}` as MediaSource['type'],
      srcSet: srcSetOf(base, width, widths, ext),
    })),
  };
}

/** The compact form of a picture when it expands to exactly the same attributes, else the picture. */
export function compactImage(image: Omit<ImageProps, 'sizes'>): LoaderImage {
  const full: Omit<ImageProps, 'sizes'> = {
    src: image.src,
    width: image.width,
    height: image.height,
    srcSet: image.srcSet,
    sources: image.sources,
  };
  const base = image.src.replace(new RegExp(`\\.${FALLBACK_TYPE}$`), '');
  const widths = [...image.srcSet.matchAll(/ (\d+)w(?:,|$)/g)]
    .map((m) => Number(m[1]))
    .filter((w) => w !== image.width);
  const formats = image.sources.map((s) => s.type.replace('image/', '')).join(' ');
  const compact: CompactImage = [base, image.width, image.height, widths, formats];
  const { sizes: _sizes, ...expanded } = expandImage(compact, '');
  return JSON.stringify(expanded) === JSON.stringify(full) ? compact : full;
}
