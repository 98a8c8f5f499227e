// The quote list on its page (D23): the lines with their quantity and unit, and the one enquiry
// that sends them all. Prerendered empty (no visitor's list is known at build time); the stored
// list shows once the page has hydrated. Its class names come from the page's stylesheet, which
// the page links, so the prerendered part is styled before this chunk arrives.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { QuoteList } from '@defne/ui';
import { RouterLink } from '@defne/site';
import { QuoteEnquiry, type QuoteRequest } from '../forms/EnquiryForms';
import { quoteKeyOf } from '../pages/product/quote-param';
import type { QuoteLoaderData } from '../routes/quote';
import {
  addLine,
  clearLines,
  readLines,
  removeLine,
  subscribeLines,
  updateLine,
  type QuoteLine,
} from './store';

const NO_LINES: readonly QuoteLine[] = [];

/** The class names of the quote page's stylesheet the panel uses. */
export type QuotePanelClasses = Record<'empty' | 'heading', string>;

export default function QuotePanel({
  data,
  styles,
}: {
  data: QuoteLoaderData;
  styles: QuotePanelClasses;
}) {
  const { t } = useTranslation(['quote', 'catalog']);
  const stored = useSyncExternalStore(subscribeLines, readLines, () => NO_LINES);
  const [announcement, setAnnouncement] = useState('');
  // After a send the form stays, to show (and announce) its success over the emptied list.
  const [sent, setSent] = useState(false);
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const navigate = useNavigate();

  // A product named in the address: "Add to quote list" tapped before the script ran, or in a
  // browser with none (its form's GET lands here). Added once; the address then drops it, so a
  // reload does not bring back a product the visitor removed.
  useEffect(() => {
    const key = quoteKeyOf(location.search);
    if (key === null) return;
    const product = data.products[key];
    if (product) {
      const added = addLine(key);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- announces what the address added
      setAnnouncement(
        t(added ? 'catalog:quoteList.added' : 'catalog:quoteList.already', {
          product: product.name,
        }),
      );
    }
    void navigate(
      { pathname: location.pathname, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location.search, location.pathname, location.hash, data.products, navigate, t]);

  // Products no longer in the catalogue stay stored but are neither shown nor sent.
  const lines = useMemo(
    () =>
      stored.flatMap((line) => {
        const product = data.products[line.key];
        if (!product) return [];
        const unit =
          line.unit && (product.units as readonly string[]).includes(line.unit)
            ? line.unit
            : product.units[0]!;
        return [
          {
            id: line.key,
            name: product.name,
            href: product.path,
            quantity: line.quantity,
            unit,
            units: product.units.map((value) => ({ value, label: t(`quote:units.${value}`) })),
          },
        ];
      }),
    [stored, data.products, t],
  );

  const request = useMemo<QuoteRequest>(
    () => ({
      keys: lines.map((line) => line.id),
      lines: [
        t('quote:messageIntro'),
        ...lines.map((line, index) =>
          t('quote:line', {
            index: index + 1,
            product: line.name,
            quantity: line.quantity,
            unit: t(`quote:units.${line.unit}`),
            url: new URL(line.href, data.origin).href,
          }),
        ),
      ].join('\n'),
    }),
    [lines, data.origin, t],
  );

  const remove = (id: string) => {
    const name = lines.find((line) => line.id === id)?.name ?? id;
    removeLine(id);
    setAnnouncement(t('quote:removed', { product: name }));
    // The removed line's button is gone: focus goes to the list's heading, not to the page's top.
    linesHeading.current?.focus();
  };

  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {lines.length === 0 && !sent ? (
        <div className={styles.empty}>
          <h2 ref={linesHeading} tabIndex={-1} className={styles.heading}>
            {t('quote:listTitle')}
          </h2>
          <p>{t('quote:empty')}</p>
        </div>
      ) : null}
      {lines.length > 0 ? (
        <section aria-labelledby="quote-lines">
          <h2 id="quote-lines" ref={linesHeading} tabIndex={-1} className={styles.heading}>
            {t('quote:listTitle')}
          </h2>
          <QuoteList
            lines={lines}
            texts={{
              quantity: t('quote:quantity'),
              unit: t('quote:unit'),
              remove: t('quote:remove'),
              removeLabel: (product) => t('quote:removeLabel', { product }),
              invalidQuantity: t('quote:invalidQuantity'),
            }}
            onQuantityChange={(id, quantity) => updateLine(id, { quantity })}
            onUnitChange={(id, unit) => updateLine(id, { unit })}
            onRemove={remove}
            linkComponent={RouterLink}
          />
        </section>
      ) : null}
      {lines.length > 0 || sent ? (
        <section aria-labelledby="quote-form">
          <h2 id="quote-form" className={styles.heading}>
            {t('quote:formTitle')}
          </h2>
          <QuoteEnquiry
            request={request}
            onSent={() => {
              setSent(true);
              clearLines();
            }}
          />
        </section>
      ) : null}
    </>
  );
}
