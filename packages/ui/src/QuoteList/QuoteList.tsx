import { useId, useState, type ComponentProps } from 'react';
import { Button } from '../Button';
import { cx } from '../internal/cx';
import { SmartLink, type LinkComponent } from '../internal/link';
import styles from './QuoteList.module.css';

export interface QuoteListLine {
  /** The product's key: what the callbacks name. */
  id: string;
  /** The product's name. */
  name: string;
  /** The product's page. @default undefined (the name as text) */
  href?: string;
  /** How much, a whole number of at least 1. */
  quantity: number;
  /** The chosen unit's value, one of `units`. */
  unit: string;
  /** The units this product is offered in, in order. */
  units: readonly { value: string; label: string }[];
}

export interface QuoteListTexts {
  /** The quantity field's label, e.g. 'Miktar'. */
  quantity: string;
  /** The unit menu's label, e.g. 'Birim'. */
  unit: string;
  /** The remove button's text, e.g. 'Çıkar'. */
  remove: string;
  /** The remove button's accessible name, e.g. 'Mikrocam filtre medyasını listeden çıkarın'. */
  removeLabel: (name: string) => string;
  /** Shown under a quantity that is not a whole number of at least 1. */
  invalidQuantity: string;
}

export type QuoteListProps = Omit<ComponentProps<'ul'>, 'children' | 'onChange'> & {
  /** The lines, in the order they were added. */
  lines: readonly QuoteListLine[];
  /** Field labels and the remove button's words. */
  texts: QuoteListTexts;
  /** A line's new quantity (only whole numbers of at least 1 are passed on). */
  onQuantityChange: (id: string, quantity: number) => void;
  /** A line's new unit. */
  onUnitChange: (id: string, unit: string) => void;
  /** Removes a line. */
  onRemove: (id: string) => void;
  /** Router link for the products' pages. @default a plain <a> */
  linkComponent?: LinkComponent;
};

function QuantityField({
  line,
  texts,
  onQuantityChange,
}: {
  line: QuoteListLine;
  texts: QuoteListTexts;
  onQuantityChange: (id: string, quantity: number) => void;
}) {
  const id = useId();
  // What the visitor is typing: an empty or partial number is kept on screen, and only a valid
  // quantity reaches the list.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? String(line.quantity);
  const valid = /^\d+$/.test(shown.trim()) && Number(shown) >= 1;
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-q`}>{texts.quantity}</label>
      <input
        id={`${id}-q`}
        className={styles.quantity}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
        value={shown}
        aria-invalid={valid ? undefined : true}
        aria-describedby={valid ? undefined : `${id}-e`}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setTyped(next);
          if (/^\d+$/.test(next.trim()) && Number(next) >= 1)
            onQuantityChange(line.id, Number(next));
        }}
        onBlur={() => {
          if (valid) setTyped(null);
        }}
      />
      {valid ? null : (
        <span id={`${id}-e`} className={styles.error}>
          {texts.invalidQuantity}
        </span>
      )}
    </div>
  );
}

/**
 * The quote list's lines: each product with its quantity, its unit (from the units it is offered
 * in) and a remove button, one group per product named by it. Holds no list of its own: every
 * change goes to the callbacks.
 */
export function QuoteList({
  lines,
  texts,
  onQuantityChange,
  onUnitChange,
  onRemove,
  linkComponent,
  className,
  ...props
}: QuoteListProps) {
  const base = useId();
  return (
    <ul className={cx(styles.list, className)} {...props}>
      {lines.map((line, index) => {
        const nameId = `${base}-${index}`;
        return (
          <li key={line.id} className={styles.line}>
            <fieldset className={styles.group} aria-labelledby={nameId}>
              <span id={nameId} className={styles.name}>
                {line.href ? (
                  <SmartLink href={line.href} linkComponent={linkComponent}>
                    {line.name}
                  </SmartLink>
                ) : (
                  line.name
                )}
              </span>
              <QuantityField line={line} texts={texts} onQuantityChange={onQuantityChange} />
              <div className={styles.field}>
                <label htmlFor={`${nameId}-u`}>{texts.unit}</label>
                <select
                  id={`${nameId}-u`}
                  className={styles.unit}
                  value={line.unit}
                  onChange={(event) => onUnitChange(line.id, event.currentTarget.value)}
                >
                  {line.units.map((unit) => (
                    <option key={unit.value} value={unit.value}>
                      {unit.label}
                    </option>
                  ))}
                </select>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className={styles.remove}
                aria-label={texts.removeLabel(line.name)}
                onClick={() => onRemove(line.id)}
              >
                {texts.remove}
              </Button>
            </fieldset>
          </li>
        );
      })}
    </ul>
  );
}
