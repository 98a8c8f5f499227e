import { useState, type ComponentProps } from 'react';
import { Button } from '../Button';
import { cx } from '../internal/cx';
import styles from './QuoteListButton.module.css';

export interface QuoteListButtonMessages {
  /** Announced after an add, e.g. '"Keçe" teklif listenize eklendi.' */
  added: string;
  /** Announced when the product was on the list already. */
  already: string;
  /** The link to the list after either, e.g. 'Listeyi görüntüleyin'. */
  viewList: string;
}

export type QuoteListButtonProps = Omit<ComponentProps<'form'>, 'children' | 'method'> & {
  /** The quote list's page, e.g. '/teklif-listesi': where the form goes before any script runs. */
  action: string;
  /** The query parameter that names the product on that page, e.g. 'urun'. */
  name: string;
  /** The product's key, the parameter's value. */
  value: string;
  /** Button text, e.g. 'Teklif listesine ekle'. */
  label: string;
  /**
   * Adds the product in place, resolving true when it was added and false when it was on the list
   * already; the outcome is announced. A rejection lets the form go to `action`. Without it the
   * form always goes there. @default undefined
   */
  onAdd?: (value: string) => Promise<boolean>;
  /** What the polite live region says after `onAdd`. Required with `onAdd`. @default undefined */
  messages?: QuoteListButtonMessages;
  /** The smaller look a product card uses. @default false */
  compact?: boolean;
};

/**
 * "Add to quote list": a real GET form to the quote list's page with the product's key, so a tap
 * works with the platform alone (the page adds it). With `onAdd` it adds in place instead and
 * announces the outcome with a link to the list.
 */
export function QuoteListButton({
  action,
  name,
  value,
  label,
  onAdd,
  messages,
  compact = false,
  className,
  ...props
}: QuoteListButtonProps) {
  const [added, setAdded] = useState<boolean | null>(null);
  return (
    <form
      method="get"
      action={action}
      className={cx(styles.form, compact && styles.compact, className)}
      onSubmit={
        onAdd &&
        ((event) => {
          event.preventDefault();
          const form = event.currentTarget;
          // Emptied first, so adding the same product again is announced again.
          setAdded(null);
          onAdd(value).then(setAdded, () => form.submit());
        })
      }
      {...props}
    >
      <input type="hidden" name={name} value={value} />
      <Button type="submit" variant="secondary" size={compact ? 'sm' : 'md'}>
        {label}
      </Button>
      <p className={styles.status} role="status">
        {added === null || !messages ? null : (
          <>
            {added ? messages.added : messages.already} <a href={action}>{messages.viewList}</a>
          </>
        )}
      </p>
    </form>
  );
}
