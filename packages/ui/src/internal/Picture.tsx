import type { ComponentProps } from 'react';
import styles from './Picture.module.css';

/** One <source> of a <picture>: the candidates of one format, e.g. AVIF. */
export interface ImageSource {
  /** MIME type, e.g. 'image/avif'; browsers that cannot decode it skip the source. */
  type: string;
  /** Candidates of this format, e.g. '/a-480w.avif 480w, /a.avif 960w'. */
  srcSet: string;
}

export type PictureProps = ComponentProps<'img'> & {
  /** Format sources, best first; the <img> (src/srcSet) is the fallback. */
  sources?: readonly ImageSource[];
};

/**
 * An <img>; with `sources`, wrapped in a <picture> whose <source>s share the image's `sizes`.
 * The <picture> takes no box of its own (display: contents), so the <img>'s layout is unchanged.
 */
export function Picture({ sources, sizes, ...img }: PictureProps) {
  // eslint-disable-next-line jsx-a11y/alt-text -- alt comes with the props
  const image = <img sizes={sizes} {...img} />;
  if (!sources || sources.length === 0) return image;
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
