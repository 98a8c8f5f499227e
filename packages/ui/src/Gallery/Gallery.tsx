import {
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { cx } from '../internal/cx';
import { Picture, type ImageSource } from '../internal/Picture';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { Icon } from '../Icon';
import styles from './Gallery.module.css';

export interface GalleryImage {
  /** Image URL. */
  src: string;
  /** Intrinsic width in px. */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  /** Alternative text; it also names the picture's thumbnail. */
  alt: string;
  /** Responsive candidates. */
  srcSet?: string;
  /** Sizes for srcSet. */
  sizes?: string;
  /** Format sources for a <picture>, best first (e.g. AVIF, then WebP); srcSet stays the fallback. */
  sources?: readonly ImageSource[];
}

export interface GalleryLabels {
  /** Previous image button, e.g. 'Önceki görsel'. */
  previous: string;
  /** Next image button, e.g. 'Sonraki görsel'. */
  next: string;
  /** Zoom toggle (a pressed/unpressed button), e.g. 'Yakınlaştır'. */
  zoom: string;
  /** Counter text; announced politely on every change. @default (n, total) => `${n} / ${total}` */
  counter?: (current: number, total: number) => string;
}

export type GalleryProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The pictures; the first one shows first. */
  images: readonly GalleryImage[];
  /** Screen-reader and button texts. */
  labels: GalleryLabels;
  /** Zoom factor of click-to-zoom. @default 2 */
  zoomFactor?: number;
  /**
   * The first picture is the page's main one (its largest paint): it loads at once, with high
   * priority. Off, it loads lazily.
   * @default false
   */
  priority?: boolean;
};

/** The thumbnails' `sizes`: the browser picks the smallest candidate for a 4.5rem tile. */
const THUMB_SIZES = '4.5rem';

/**
 * Every picture of a product in one place: the shown picture (click-to-zoom), a row of thumbnails,
 * previous/next that wrap around, and an 'n / total' counter announced on every change.
 */
export function Gallery({
  images,
  labels,
  zoomFactor = 2,
  priority = false,
  className,
  ...props
}: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const [lastImages, setLastImages] = useState(images);
  const thumbsRef = useRef<HTMLUListElement>(null);

  if (lastImages !== images) {
    setLastImages(images);
    setIndex(0);
    setZoomed(false);
    setOrigin({ x: 50, y: 50 });
  }

  const total = images.length;
  const shown = Math.min(index, Math.max(total - 1, 0));
  const current = images[shown];
  const counter = labels.counter ?? ((n: number, all: number) => `${n} / ${all}`);

  function show(next: number) {
    setZoomed(false);
    setOrigin({ x: 50, y: 50 });
    setIndex(next);
    // The chosen thumbnail comes into view in a row that scrolls (many pictures, a narrow screen).
    const thumb = thumbsRef.current?.children[next];
    thumb?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  const go = (step: number) => show((shown + step + total) % total);

  function follow(event: PointerEvent<HTMLButtonElement>) {
    if (!zoomed) return;
    const rect = event.currentTarget.getBoundingClientRect();
    if (!rect.width || !rect.height) return;
    setOrigin({
      x: Math.min(100, Math.max(0, ((event.clientX - rect.left) / rect.width) * 100)),
      y: Math.min(100, Math.max(0, ((event.clientY - rect.top) / rect.height) * 100)),
    });
  }

  // Left and right arrows step through the pictures in the reading direction (the WAI-ARIA APG's
  // rule for horizontal widgets): in a right-to-left page the previous button stands on the right,
  // so there ArrowRight goes back and ArrowLeft onward. 0 for any other key.
  function arrowStep(event: KeyboardEvent<HTMLElement>) {
    if (total < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return 0;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    return (event.key === 'ArrowRight') === rtl ? -1 : 1;
  }

  function stepByArrow(event: KeyboardEvent<HTMLElement>) {
    const step = arrowStep(event);
    if (!step) return;
    event.preventDefault();
    go(step);
  }

  // On the thumbnails the arrows go on from the focused one and take the focus along; Home and
  // End go to the ends.
  function stepThumbs(event: KeyboardEvent<HTMLUListElement>) {
    const items = Array.from(event.currentTarget.children);
    const from = Math.max(
      0,
      items.findIndex((item) => item.contains(event.target as Node)),
    );
    const step = arrowStep(event);
    const ends: Record<string, number> = { Home: 0, End: total - 1 };
    const to = ends[event.key] ?? (step ? (from + step + total) % total : -1);
    if (to < 0) return;
    event.preventDefault();
    show(to);
    (items[to]?.firstElementChild as HTMLElement | null)?.focus();
  }

  // Zoomed in, the arrows pan the picture instead. A picture is not mirrored in a right-to-left
  // page, so ArrowLeft shows more of its left side whatever the direction.
  function pan(event: KeyboardEvent<HTMLButtonElement>) {
    if (!zoomed) {
      stepByArrow(event);
      return;
    }
    const step = 10;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setOrigin((o) => ({
      x: Math.min(100, Math.max(0, o.x + move[0])),
      y: Math.min(100, Math.max(0, o.y + move[1])),
    }));
  }

  const eager = priority && shown === 0;

  return (
    <div {...props} className={cx(styles.gallery, className)}>
      {current && (
        <button
          type="button"
          className={cx(styles.stage, zoomed && styles.zoomed)}
          aria-pressed={zoomed}
          onClick={() => {
            setZoomed((z) => !z);
            setOrigin({ x: 50, y: 50 });
          }}
          onPointerMove={follow}
          onKeyDown={pan}
          style={{ aspectRatio: `${current.width} / ${current.height}` }}
        >
          <Picture
            key={current.src}
            sources={current.sources}
            src={current.src}
            srcSet={current.srcSet}
            sizes={current.sizes}
            width={current.width}
            height={current.height}
            alt={current.alt}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            {...(eager ? { fetchPriority: 'high' as const } : {})}
            className={styles.image}
            style={{
              transform: zoomed ? `scale(${zoomFactor})` : undefined,
              transformOrigin: `${origin.x}% ${origin.y}%`,
            }}
            data-zoomed={zoomed || undefined}
          />
          <VisuallyHidden>{labels.zoom}</VisuallyHidden>
          <span className={styles.zoomBadge} aria-hidden="true">
            <Icon name={zoomed ? 'zoom-out' : 'zoom-in'} size={18} />
          </span>
        </button>
      )}
      {total > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.nav}
            aria-label={labels.previous}
            onClick={() => go(-1)}
            onKeyDown={stepByArrow}
          >
            <Icon name="chevron-left" size={22} />
          </button>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the keys of the thumbnail buttons inside, handled once for the row */}
          <ul ref={thumbsRef} className={styles.thumbs} onKeyDown={stepThumbs}>
            {images.map((image, i) => (
              <li key={image.src} className={styles.thumbItem}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-label={image.alt}
                  aria-current={i === shown}
                  onClick={() => show(i)}
                >
                  <Picture
                    sources={image.sources}
                    src={image.src}
                    srcSet={image.srcSet}
                    sizes={THUMB_SIZES}
                    width={image.width}
                    height={image.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className={styles.thumbImage}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.nav}
            aria-label={labels.next}
            onClick={() => go(1)}
            onKeyDown={stepByArrow}
          >
            <Icon name="chevron-right" size={22} />
          </button>
          <p className={styles.counter} aria-live="polite" aria-atomic="true">
            {counter(shown + 1, total)}
          </p>
        </div>
      )}
    </div>
  );
}
