import type { ComponentProps } from 'react';
import { cx } from '../internal/cx';
import { SmartLink, type LinkComponent } from '../internal/link';
import styles from './Pagination.module.css';

/** A page number to link, or a gap (`null`) between two that are not neighbours. */
export type PageWindowItem = number | null;

/**
 * The page numbers a pagination shows: the first, the last, the current and its neighbours, with
 * a gap where numbers are left out. Its length stays the same at any page count (at most 7), so
 * a list of thousands of pages links as few as a list of ten.
 */
export function pageWindow(page: number, pageCount: number): PageWindowItem[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  for (const n of shown) {
    const last = items.at(-1);
    // A gap of one number shows the number itself: `1 2 3`, never `1 … 3`.
    if (typeof last === 'number' && n - last === 2) items.push(last + 1);
    else if (typeof last === 'number' && n - last > 2) items.push(null);
    items.push(n);
  }
  return items;
}

export type PaginationProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are; with one, nothing renders. */
  pageCount: number;
  /** The address of a page (1-based): every page is a real link. */
  hrefOf: (page: number) => string;
  /** The navigation landmark's name, e.g. "Pages". */
  label: string;
  /** The link to the page before, e.g. "Previous page". */
  previousLabel: string;
  /** The link to the page after, e.g. "Next page". */
  nextLabel: string;
  /** A page number link's accessible name, e.g. `(n) => \`Page ${n}\``. */
  pageLabel: (page: number) => string;
  /** Where the visitor is, shown beside the links, e.g. "Page 2 of 5". */
  status: string;
  /** Router link for internal paths (e.g. React Router's `Link`); plain anchors otherwise. */
  linkComponent?: LinkComponent;
};

/**
 * Links to a list's other pages: previous, a few page numbers and next, each a real link with its
 * `rel`, so the pages are reached and followed without script. The current page's number is
 * marked `aria-current="page"`.
 */
export function Pagination({
  page,
  pageCount,
  hrefOf,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  status,
  linkComponent,
  className,
  ...props
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={cx(styles.pagination, className)} {...props}>
      <p className={styles.status}>{status}</p>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>
            <SmartLink
              href={hrefOf(page - 1)}
              rel="prev"
              linkComponent={linkComponent}
              className={styles.link}
            >
              <span aria-hidden="true" className={styles.arrow}>
                ←
              </span>
              {previousLabel}
            </SmartLink>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((n, i, items) =>
          n === null ? (
            // A gap always follows a number: the one before names it.
            <li key={`after-${String(items[i - 1])}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <SmartLink
                href={hrefOf(n)}
                aria-label={pageLabel(n)}
                aria-current={n === page ? 'page' : undefined}
                linkComponent={linkComponent}
                className={styles.link}
              >
                {n}
              </SmartLink>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <SmartLink
              href={hrefOf(page + 1)}
              rel="next"
              linkComponent={linkComponent}
              className={styles.link}
            >
              {nextLabel}
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>
            </SmartLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
