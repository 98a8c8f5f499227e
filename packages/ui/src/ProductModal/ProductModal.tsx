import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { composeHandlers, useComposedRef } from '../internal/compose';
import { cx } from '../internal/cx';
import { Picture, type ImageSource } from '../internal/Picture';
import { useBodyScrollLock } from '../internal/scrollLock';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { Icon } from '../Icon';
import styles from './ProductModal.module.css';

export interface GalleryImage {
  /** Image URL. */
  src: string;
  /** Intrinsic width in px. */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  /** Alternative text. */
  alt: string;
  /** Responsive candidates. */
  srcSet?: string;
  /** Sizes for srcSet. */
  sizes?: string;
  /** Format sources for a <picture>, best first (e.g. AVIF, then WebP); srcSet stays the fallback. */
  sources?: readonly ImageSource[];
}

export interface ProductModalLabels {
  /** Close button, e.g. 'Kapat'. */
  close: string;
  /** Previous image button, e.g. 'Önceki görsel'. */
  previous: string;
  /** Next image button, e.g. 'Sonraki görsel'. */
  next: string;
  /** Zoom toggle (a pressed/unpressed button), e.g. 'Yakınlaştır'. */
  zoom: string;
  /** Counter text; announced politely on every change. @default (n, total) => `${n} / ${total}` */
  counter?: (current: number, total: number) => string;
}

/**
 * A consumer's `ref`, `onCancel`, `onClick` and `onKeyDown` run alongside the modal's own (calling
 * `event.preventDefault()` in one skips the built-in behaviour for that event).
 */
export type ProductModalProps = Omit<
  ComponentProps<'dialog'>,
  'open' | 'title' | 'children' | 'onClose'
> & {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called on close button, backdrop click and Escape. */
  onClose: () => void;
  /** Gallery images; the first one shows first. */
  images: GalleryImage[];
  /** Product name (the dialog's accessible name). */
  title: string;
  /** Product description. @default undefined */
  description?: ReactNode;
  /** Category badge. @default undefined */
  badge?: string;
  /** Screen-reader and button texts. */
  labels: ProductModalLabels;
  /** Zoom factor of click-to-zoom. @default 2 */
  zoomFactor?: number;
  /** Extra content under the description (e.g. a contact-for-price link). @default undefined */
  children?: ReactNode;
};

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last (WAI-ARIA
 * modal dialog pattern): a native modal lets focus leave the page for the browser's own UI.
 */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  const stops = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Product details in a native modal <dialog>: gallery with wrap-around and counter, click-to-zoom. */
export function ProductModal({
  open,
  onClose,
  images,
  title,
  description,
  badge,
  labels,
  zoomFactor = 2,
  children,
  className,
  ref,
  onCancel,
  onClick,
  onKeyDown,
  ...props
}: ProductModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const composedRef = useComposedRef(dialogRef, ref);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<Element | null>(null);
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const [wasOpen, setWasOpen] = useState(open);
  const [lastImages, setLastImages] = useState(images);

  if (wasOpen !== open || lastImages !== images) {
    setWasOpen(open);
    setLastImages(images);
    setIndex(0);
    setZoomed(false);
    setOrigin({ x: 50, y: 50 });
  }

  useBodyScrollLock(open);

  // One close per opening: Escape can reach the dialog as a key press and again as the browser's
  // close request (cancel), and a close also fires the native close event.
  // The mark lives on the dialog element: set by the first close request, cleared on opening.
  const requestClose = (from: Element) => {
    const dialog = from.closest('dialog');
    if (dialog?.hasAttribute('data-closing')) return;
    dialog?.setAttribute('data-closing', '');
    onClose();
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.removeAttribute('data-closing');
      openerRef.current = document.activeElement;
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    if (open) return;
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  }, [open]);

  const total = images.length;
  const current = images[Math.min(index, Math.max(total - 1, 0))];
  const counter = labels.counter ?? ((n: number, all: number) => `${n} / ${all}`);

  function go(step: number) {
    setZoomed(false);
    setOrigin({ x: 50, y: 50 });
    setIndex((i) => (i + step + total) % total);
  }

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
  // so there ArrowRight goes back and ArrowLeft onward.
  function stepByArrow(event: KeyboardEvent<HTMLButtonElement>) {
    if (total < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    go((event.key === 'ArrowRight') === rtl ? -1 : 1);
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

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a click on the dialog element itself is a click on its backdrop
    <dialog
      {...props}
      ref={composedRef}
      aria-labelledby={titleId}
      className={cx(styles.dialog, className)}
      onCancel={composeHandlers(onCancel, (event) => {
        event.preventDefault();
        requestClose(event.currentTarget);
      })}
      onClose={(event) => {
        // The close event is queued: one from an earlier close can arrive after a quick reopening,
        // when the dialog is open again. Only a dialog that is closed now asks to close.
        if (open && !event.currentTarget.open) requestClose(event.currentTarget);
      }}
      onClick={composeHandlers(onClick, (event) => {
        if (event.target === event.currentTarget) requestClose(event.currentTarget);
      })}
      onKeyDown={composeHandlers(onKeyDown, (event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          requestClose(event.currentTarget);
        } else if (event.key === 'Tab') {
          wrapFocus(event);
        }
      })}
    >
      {open && (
        <div className={styles.panel}>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={labels.close}
            onClick={(event) => requestClose(event.currentTarget)}
          >
            <Icon name="close" size={22} />
          </button>

          <div className={styles.gallery}>
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
            <div className={styles.controls}>
              {total > 1 && (
                <button
                  type="button"
                  className={styles.nav}
                  aria-label={labels.previous}
                  onClick={() => go(-1)}
                  onKeyDown={stepByArrow}
                >
                  <Icon name="chevron-left" size={22} />
                </button>
              )}
              <p className={styles.counter} aria-live="polite" aria-atomic="true">
                {total > 0 ? counter(index + 1, total) : ''}
              </p>
              {total > 1 && (
                <button
                  type="button"
                  className={styles.nav}
                  aria-label={labels.next}
                  onClick={() => go(1)}
                  onKeyDown={stepByArrow}
                >
                  <Icon name="chevron-right" size={22} />
                </button>
              )}
            </div>
          </div>

          <div className={styles.info}>
            {badge && <span className={styles.badge}>{badge}</span>}
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description && <div className={styles.description}>{description}</div>}
            {children && <div className={styles.extra}>{children}</div>}
          </div>
        </div>
      )}
    </dialog>
  );
}
