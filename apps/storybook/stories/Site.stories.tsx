// The flagship's pages as the site draws them, from its own content, texts and frame
// (./flagship.tsx): the header with its quote-list link and top bar, the contact page's enquiry
// form with its KVKK notice, a sector's product grid with "Teklif listesine ekle" under each card.
// tests/site-canvas.spec.ts measures these against the built site.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { company, productPath, sectorPath } from '@defne/content';
import { ContactSection } from '@defne/site';
import { quoteUnits } from '@defne/core';
import { ContactForm, ProductGrid, QuoteList, Section, type QuoteListLine } from '@defne/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AddToQuoteList,
  catalogText,
  FlagshipFrame,
  pagePath,
  productCard,
  productsOf,
  siteTexts,
  useContactFormTexts,
  type FlagshipLang,
} from './flagship';

// A stand-in for the product's photo (the site's pictures are made by its build): the card's
// media box keeps its 4:3 whatever the picture, so the boxes measure the same.
const photo = {
  src: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#c9d3de"/></svg>')}`,
  width: 800,
  height: 600,
  alt: '',
};

const sector = 'filtration' as const;

function HeaderPage({ lang }: { lang: FlagshipLang }) {
  return <FlagshipFrame lang={lang} path={pagePath('home', lang)} />;
}

function SectorPage({ lang, count }: { lang: FlagshipLang; count?: number }) {
  const all = productsOf(sector);
  const shown = count === undefined ? all : all.slice(0, count);
  const items = shown.map((p) => ({ ...productCard(p, lang), image: photo }));
  const path = sectorPath(sector, lang);
  return (
    <FlagshipFrame lang={lang} path={path}>
      <Section
        title={catalogText(lang, `categories.${sector}.title`)}
        subtitle={catalogText(lang, `categories.${sector}.description`)}
        headingLevel={1}
      >
        <ProductGrid
          items={items}
          onOpen={() => {}}
          emptyMessage={catalogText(lang, 'noResults')}
          actionLabel={catalogText(lang, 'viewDetails')}
          eagerCount={4}
          foldAt={12}
          itemAction={(item) => <AddToQuoteList id={item.id} title={item.title} lang={lang} />}
        />
      </Section>
    </FlagshipFrame>
  );
}

/**
 * The quote list's page holding every product of the sector (many lines), or none (its empty
 * state), with the site's words (`quote:*`).
 */
function QuotePage({ lang, empty = false }: { lang: FlagshipLang; empty?: boolean }) {
  const t = siteTexts(lang).getFixedT(lang, 'quote');
  const [lines, setLines] = useState<QuoteListLine[]>(() =>
    empty
      ? []
      : productsOf(sector).map((p, i) => {
          const units = (p as { quoteUnits?: readonly string[] }).quoteUnits ?? quoteUnits;
          return {
            id: p.key,
            name: productCard(p, lang).title,
            href: productPath(p.key as never, lang),
            quantity: (i + 1) * 10,
            unit: units[0]!,
            units: units.map((value) => ({ value, label: t(`units.${value}`) })),
          };
        }),
  );
  const change = (id: string, patch: Partial<QuoteListLine>) =>
    setLines((all) => all.map((line) => (line.id === id ? { ...line, ...patch } : line)));
  return (
    <FlagshipFrame lang={lang} path={pagePath('quote', lang)}>
      <Section title={t('title')} subtitle={t('intro')} headingLevel={1}>
        <h2>{t('listTitle')}</h2>
        {lines.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <QuoteList
            lines={lines}
            texts={{
              quantity: t('quantity'),
              unit: t('unit'),
              remove: t('remove'),
              removeLabel: (product) => t('removeLabel', { product }),
              invalidQuantity: t('invalidQuantity'),
            }}
            onQuantityChange={(id, quantity) => change(id, { quantity })}
            onUnitChange={(id, unit) => change(id, { unit })}
            onRemove={(id) => setLines((all) => all.filter((line) => line.id !== id))}
          />
        )}
      </Section>
    </FlagshipFrame>
  );
}

interface FormArgs {
  send: (values: Record<string, string>) => Promise<void>;
}

function ContactForm_({ lang, send }: { lang: FlagshipLang } & FormArgs) {
  const { texts, messages, privacyNotice, honeypotLabel, failure } = useContactFormTexts();
  return (
    <ContactForm
      texts={texts}
      messages={messages}
      send={send}
      honeypot={{ name: 'website', label: honeypotLabel }}
      errorDetail={() => failure('provider')}
      notice={
        <>
          {privacyNotice.before}
          <a href={pagePath('privacy', lang)}>{privacyNotice.link}</a>
          {privacyNotice.after}
        </>
      }
    />
  );
}

function ContactPage({ lang, send }: { lang: FlagshipLang } & FormArgs) {
  return (
    <FlagshipFrame lang={lang} path={pagePath('contact', lang)}>
      <ContactSection
        lang={lang}
        company={company}
        form={<ContactForm_ lang={lang} send={send} />}
      />
    </FlagshipFrame>
  );
}

const meta: Meta<FormArgs> = {
  title: 'Site',
  parameters: { layout: 'fullscreen' },
  args: { send: fn(async () => {}) },
  // Pages, not components: no Docs page of their own (as the Screens).
  tags: ['!autodocs'],
};

export default meta;
type Story = StoryObj<FormArgs>;

const inTurkish = { globals: { locale: 'tr' } };
const inEnglish = { globals: { locale: 'en' } };
const t = (lang: FlagshipLang, key: string) => siteTexts(lang).t(key);

const header = (lang: FlagshipLang): Story => ({
  render: () => <HeaderPage lang={lang} />,
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(
      banner.getByRole('link', { name: new RegExp(t(lang, 'nav:quoteList')) }),
    ).toHaveAttribute('href', pagePath('quote', lang));
    await expect(banner.getByText(t(lang, 'nav:tagline'))).toBeVisible();
    await expect(banner.getByRole('link', { name: new RegExp(company.email) })).toBeVisible();
  },
});

const grid = (lang: FlagshipLang): Story => ({
  render: () => <SectorPage lang={lang} />,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    const add = main.getAllByRole('button', { name: catalogText(lang, 'quoteList.add') });
    await expect(add).toHaveLength(productsOf(sector).length);
  },
});

const contact = (lang: FlagshipLang): Story => ({
  render: (args) => <ContactPage lang={lang} send={args.send} />,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(
      main.getByRole('link', { name: t(lang, 'forms:privacyNotice.link') }),
    ).toHaveAttribute('href', pagePath('privacy', lang));
  },
});

// Sent empty: the site's own required-field messages under each field.
const contactErrors = (lang: FlagshipLang): Story => ({
  render: (args) => <ContactPage lang={lang} send={args.send} />,
  play: async ({ canvasElement, args }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await userEvent.click(main.getByRole('button', { name: t(lang, 'forms:submit') }));
    await expect(await main.findByText(t(lang, 'forms:validation.nameRequired'))).toBeVisible();
    await expect(main.getByText(t(lang, 'forms:validation.messageRequired'))).toBeVisible();
    await expect(args.send).not.toHaveBeenCalled();
  },
});

export const HeaderTr: Story = {
  ...header('tr'),
  ...inTurkish,
  name: 'Header and footer (Türkçe)',
};
export const HeaderEn: Story = {
  ...header('en'),
  ...inEnglish,
  name: 'Header and footer (English)',
};
export const ProductGridTr: Story = {
  ...grid('tr'),
  ...inTurkish,
  name: 'Sector page, product grid (Türkçe)',
};
export const ProductGridEn: Story = {
  ...grid('en'),
  ...inEnglish,
  name: 'Sector page, product grid (English)',
};
export const ContactTr: Story = {
  ...contact('tr'),
  ...inTurkish,
  name: 'Contact page, enquiry form (Türkçe)',
};
export const ContactEn: Story = {
  ...contact('en'),
  ...inEnglish,
  name: 'Contact page, enquiry form (English)',
};
export const ContactErrorsTr: Story = {
  ...contactErrors('tr'),
  ...inTurkish,
  name: 'Contact page, form sent empty (Türkçe)',
};
export const ContactErrorsEn: Story = {
  ...contactErrors('en'),
  ...inEnglish,
  name: 'Contact page, form sent empty (English)',
};

const quote = (lang: FlagshipLang, empty: boolean): Story => ({
  render: () => <QuotePage lang={lang} empty={empty} />,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    const t = siteTexts(lang).getFixedT(lang, 'quote');
    if (empty) await expect(main.getByText(t('empty'))).toBeVisible();
    else await expect(main.getAllByRole('group')).toHaveLength(productsOf(sector).length);
  },
});

export const QuoteListManyTr: Story = {
  ...quote('tr', false),
  ...inTurkish,
  name: 'Quote list, every product of a sector (Türkçe)',
};
export const QuoteListManyEn: Story = {
  ...quote('en', false),
  ...inEnglish,
  name: 'Quote list, every product of a sector (English)',
};
export const QuoteListEmptyTr: Story = {
  ...quote('tr', true),
  ...inTurkish,
  name: 'Quote list, empty (Türkçe)',
};
export const QuoteListEmptyEn: Story = {
  ...quote('en', true),
  ...inEnglish,
  name: 'Quote list, empty (English)',
};
