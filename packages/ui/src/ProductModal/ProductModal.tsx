import {
  useEffect,
  useId,
  useRef,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { composeHandlers, useComposedRef } from '../internal/compose';
import { cx } from '../internal/cx';
import { useBodyScrollLock } from '../internal/scrollLock';
import { Gallery, type GalleryImage, type GalleryLabels } from '../Gallery';
import { Icon } from '../Icon';
import styles from './ProductModal.module.css';

export type { GalleryImage };

export interface ProductModalLabels extends GalleryLabels {
  /** Close button, e.g. 'Kapat'. */
  close: string;
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

/** Product details in a native modal <dialog>: the product's `Gallery` beside its texts. */
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

          <Gallery images={images} labels={labels} zoomFactor={zoomFactor} />

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
