import { useId, type ComponentProps } from 'react';
import { cx } from '../internal/cx';
import styles from './DocumentList.module.css';

export interface DocumentItem {
  /** The file's address. */
  href: string;
  /** What the document is, e.g. 'Safety data sheet': the link's text. */
  kind: string;
  /** The document's language in words, e.g. 'English'. */
  language: string;
  /** Its BCP 47 tag, e.g. 'en' (the link's `hreflang`). */
  lang: string;
  /** Its size in words, e.g. '245 KB'. */
  size: string;
  /** Its revision date in words, e.g. '1 March 2026'. */
  date: string;
  /** The same date as `YYYY-MM-DD`, for `<time dateTime>`. */
  dateTime: string;
}

export type DocumentListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** The documents, each a download link. */
  items: readonly DocumentItem[];
  /** The words before the revision date, e.g. 'Revised'. */
  revisedLabel: string;
  /** The file format shown beside the size. @default 'PDF' */
  format?: string;
  /** MIME type of the files (the links' `type`). @default 'application/pdf' */
  type?: string;
};

/**
 * A product's documents (data sheets, safety data sheets, certificates, brochures): each a link
 * that downloads the file, named by its kind and language, with its format, size and revision
 * date beside it (and read with it by screen readers). Plain links: they need no script.
 */
export function DocumentList({
  items,
  revisedLabel,
  format = 'PDF',
  type = 'application/pdf',
  className,
  ...props
}: DocumentListProps) {
  const id = useId();
  return (
    <ul className={cx(styles.list, className)} {...props}>
      {items.map((item, i) => {
        const detailsId = `${id}-${i}`;
        return (
          <li key={item.href} className={styles.item}>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M6 2h8l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V8h4.5M12 11v6m-3-3 3 3 3-3"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <div className={styles.text}>
              <a
                className={styles.link}
                href={item.href}
                hrefLang={item.lang}
                type={type}
                download
                aria-describedby={detailsId}
              >
                {item.kind} ({item.language})
              </a>
              <span id={detailsId} className={styles.details}>
                {/* Format and size, kept in their own order in a right-to-left page (README, "Right to left"). */}
                <bdi>{format}</bdi>, <bdi>{item.size}</bdi> · {revisedLabel}{' '}
                <time dateTime={item.dateTime}>{item.date}</time>
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
