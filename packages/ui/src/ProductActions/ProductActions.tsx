import { useRef, useState, type ComponentProps } from 'react';
import { ButtonLink, Button } from '../Button';
import { cx } from '../internal/cx';
import type { LinkComponent } from '../internal/link';
import { Icon } from '../Icon';
import { QuoteListButton, type QuoteListButtonProps } from '../QuoteListButton';
import styles from './ProductActions.module.css';

export interface ProductShare {
  /** Absolute URL of the product's page: what is shared or copied. */
  url: string;
  /** Title handed to the Web Share API, e.g. the product's name. */
  title: string;
  /** Text handed to the Web Share API. @default undefined */
  text?: string;
  /** Button text, e.g. 'Paylaşın'. */
  label: string;
  /** Announced after the link was copied (browsers without the Web Share API), e.g. 'Bağlantı kopyalandı.' */
  copied: string;
  /** Announced when copying failed too; should show the URL so it can be copied by hand. */
  copyFailed: string;
}

export type ProductActionsProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Name of the group for assistive technology, e.g. 'Ürün işlemleri'. */
  label: string;
  /**
   * The quote request: a link to the enquiry form, e.g. `{ href: '/iletisim?urun=x', label:
   * 'Teklif isteyin' }`. None: a site without an enquiry page shows share and WhatsApp only.
   */
  quote?: { href: string; label: string } | undefined;
  /**
   * "Add to quote list" beside the quote request: a form to the quote list's page (see
   * `QuoteListButton`). None: no quote list. @default undefined
   */
  addToList?: QuoteListButtonProps | undefined;
  /** The share button: Web Share API where the browser has it, else copy the link and confirm. */
  share: ProductShare;
  /**
   * A WhatsApp link (e.g. `https://wa.me/?text=…`): a plain link, so nothing reaches WhatsApp until
   * the visitor taps. `accessibleLabel` may add "opens in a new tab". @default undefined
   */
  whatsapp?: { href: string; label: string; accessibleLabel?: string };
  /** Router link for the quote link (e.g. React Router's `Link`). @default a plain <a> */
  linkComponent?: LinkComponent;
};

type ShareNavigator = Navigator & {
  share?: (data: { url?: string; title?: string; text?: string }) => Promise<void>;
};

/**
 * A product's actions: request a quote, share (Web Share API, else copy the link with an announced
 * confirmation) and send on WhatsApp. Makes no request to anyone until a control is used.
 */
export function ProductActions({
  label,
  quote,
  addToList,
  share,
  whatsapp,
  linkComponent,
  className,
  ...props
}: ProductActionsProps) {
  const [status, setStatus] = useState('');
  const seq = useRef(0);

  async function onShare() {
    const run = ++seq.current;
    const nav = navigator as ShareNavigator;
    const say = (text: string) => {
      if (run === seq.current) setStatus(text);
    };
    setStatus('');
    if (typeof nav.share === 'function') {
      try {
        await nav.share({
          url: share.url,
          title: share.title,
          ...(share.text ? { text: share.text } : {}),
        });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to say. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await nav.clipboard.writeText(share.url);
      say(share.copied);
    } catch {
      say(share.copyFailed);
    }
  }

  return (
    <div role="group" aria-label={label} className={cx(styles.actions, className)} {...props}>
      <div className={styles.row}>
        {quote ? (
          <ButtonLink href={quote.href} linkComponent={linkComponent} iconEnd="arrow-right">
            {quote.label}
          </ButtonLink>
        ) : null}
        {addToList ? <QuoteListButton {...addToList} /> : null}
        <Button type="button" variant="secondary" onClick={() => void onShare()}>
          {share.label}
        </Button>
        {whatsapp && (
          <a
            className={styles.whatsapp}
            href={whatsapp.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={whatsapp.accessibleLabel}
          >
            <Icon name="whatsapp" size={20} />
            <span>{whatsapp.label}</span>
          </a>
        )}
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
