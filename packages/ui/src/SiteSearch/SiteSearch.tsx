import { useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { cx } from '../internal/cx';
import { SmartLink, type LinkComponent } from '../internal/link';
import { Icon } from '../Icon';
import styles from './SiteSearch.module.css';

/** One found page: its title links to it. */
export interface SiteSearchResult {
  /** Stable key, e.g. the product key. */
  id: string;
  href: string;
  title: string;
  /** A short line under the title, e.g. the sector and the supplier. @default undefined */
  meta?: string;
  /** A few lines of what it is (cut to three lines). @default undefined */
  description?: string;
}

export interface SiteSearchProps {
  /** The search page's path: the form is a GET form to it, so it works without script. */
  action: string;
  /** The field's visible label, e.g. 'Aranacak sözcükler'. */
  label: string;
  /** The submit button's text, e.g. 'Ara'. */
  submitLabel: string;
  /** The query's parameter name. @default 'q' */
  name?: string;
  /** Current text of the field. */
  value: string;
  /** Called with the new text on every edit. */
  onValueChange: (value: string) => void;
  /** Called on submit (the form's own GET navigation is prevented when given). @default undefined */
  onSubmit?: (value: string) => void;
  /**
   * Called when the field takes focus (`'focus'`) or its text changes (`'input'`): the moment to
   * load what the search needs. Called again on every focus and edit. @default undefined
   */
  onUse?: (how: 'focus' | 'input') => void;
  /** Hint under the field, e.g. what can be searched for. @default undefined */
  hint?: ReactNode;
  /** Placeholder of the field. @default undefined */
  placeholder?: string;
  /** The line over the results: the count found, "searching…", or nothing. */
  status: string;
  /**
   * What a screen reader reads out (a polite live region, always in the page so a change is
   * heard), e.g. the status once typing pauses rather than at every key. @default status
   */
  announcement?: string;
  /** The results in order; undefined before a search has run. @default undefined */
  results?: readonly SiteSearchResult[];
  /** Accessible name of the result list, e.g. 'Arama sonuçları'. */
  resultsLabel: string;
  /** Heading level of each result's title. @default 2 */
  headingLevel?: 2 | 3;
  /** Shown when a search found nothing: what to try instead (links to the catalogue, contact). @default undefined */
  empty?: ReactNode;
  /** Router link for internal paths (React Router's Link). @default <a> */
  linkComponent?: LinkComponent;
  /** The field's id (a page that focuses it finds it by this). @default a generated one */
  fieldId?: string;
  className?: string;
}

/**
 * A search page's form and results: a GET form (label, field, button) in a search landmark, an
 * announced status line, and the results as a list of links with a heading each. The arrow keys
 * move from the field through the results and back.
 */
export function SiteSearch({
  action,
  label,
  submitLabel,
  name = 'q',
  value,
  onValueChange,
  onSubmit,
  onUse,
  hint,
  placeholder,
  status,
  announcement = status,
  results,
  resultsLabel,
  headingLevel = 2,
  empty,
  linkComponent,
  fieldId,
  className,
}: SiteSearchProps) {
  const id = useId();
  const field = fieldId ?? `${id}-q`;
  const listRef = useRef<HTMLOListElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const Heading = `h${headingLevel}` as const;
  const links = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = links()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
  const onListKey = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    event.preventDefault();
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) fieldRef.current?.focus();
    else all[Math.min(next, all.length - 1)]!.focus();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return;
    event.preventDefault();
    onSubmit(value);
  };
  return (
    <div className={cx(styles.root, className)}>
      <form role="search" action={action} method="get" onSubmit={submit} className={styles.form}>
        <label htmlFor={field} className={styles.label}>
          {label}
        </label>
        <div className={styles.row}>
          <div className={styles.field}>
            <Icon name="search" size={20} className={styles.icon} />
            <input
              ref={fieldRef}
              id={field}
              name={name}
              type="search"
              value={value}
              placeholder={placeholder}
              onChange={(event) => {
                onUse?.('input');
                onValueChange(event.target.value);
              }}
              onFocus={() => onUse?.('focus')}
              onKeyDown={onFieldKey}
              className={styles.input}
              autoComplete="off"
              enterKeyHint="search"
              spellCheck={false}
              aria-describedby={hint ? `${id}-hint` : undefined}
            />
          </div>
          <Button type="submit" className={styles.submit}>
            {submitLabel}
          </Button>
        </div>
        {hint && (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
      </form>
      {/* Seen at once; heard from the live region below, which the page may hold back. */}
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <p role="status" className={styles.srOnly}>
        {announcement}
      </p>
      {results && results.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys between the links inside
        <ol
          ref={listRef}
          aria-label={resultsLabel}
          className={styles.results}
          onKeyDown={onListKey}
        >
          {results.map((result) => (
            <li key={result.id} className={styles.result}>
              <Heading className={styles.title}>
                <SmartLink href={result.href} linkComponent={linkComponent} className={styles.link}>
                  {result.title}
                </SmartLink>
              </Heading>
              {result.meta && <p className={styles.meta}>{result.meta}</p>}
              {result.description && <p className={styles.description}>{result.description}</p>}
            </li>
          ))}
        </ol>
      )}
      {results && results.length === 0 && empty && <div className={styles.empty}>{empty}</div>}
    </div>
  );
}
