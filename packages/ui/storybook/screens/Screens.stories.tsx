// Whole screens composed from the components, as the site puts them together: home, a sector page
// with a product open in the modal, contact and 404, in Turkish and in English (the theme follows
// the toolbar; the story tests run each screen in both themes). Texts: ./samples.tsx (story-only).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ButtonLink,
  ContactDetails,
  ContactForm,
  Footer,
  Header,
  Hero,
  NotFoundGraphic,
  ProductGrid,
  ProductModal,
  Section,
  SectorGrid,
  ServiceBlocks,
  SkipLink,
  StatCounters,
  type Theme,
} from '../../src';
import { localeOf, type Locale } from '../preview';
import { brandMark, company, picture, sectors } from '../samples';
import { screenPaths, screenText } from './samples';

type Page = keyof typeof screenPaths;

/** Skip link, header, main and footer: the frame every page of the site has. */
function Frame({ locale, page, children }: { locale: Locale; page: Page; children: ReactNode }) {
  const t = screenText[locale];
  const [theme, setTheme] = useState<Theme>(() =>
    document.documentElement.classList.contains('dark') ? 'dark' : 'light',
  );
  return (
    <>
      <SkipLink>{t.skip}</SkipLink>
      <Header
        brand={{
          href: screenPaths.home[locale],
          name: company.name,
          tagline: t.header.tagline,
          logo: brandMark,
        }}
        nav={t.header.nav}
        navLabel={t.header.navLabel}
        topLinks={t.header.topLinks}
        topLinksLabel={t.header.topLinksLabel}
        menuLabels={t.header.menuLabels}
        currentPath={screenPaths[page][locale]}
        language={{
          label: t.header.languageLabel,
          current: locale,
          options: [
            { code: 'tr', label: 'TR', name: 'Türkçe', href: screenPaths[page].tr },
            { code: 'en', label: 'EN', name: 'English', href: screenPaths[page].en },
            // The Arabic screens are of a site that has Arabic as well.
            ...(locale === 'ar'
              ? [{ code: 'ar', label: 'AR', name: 'العربية', href: screenPaths[page].ar }]
              : []),
          ],
        }}
        theme={{
          theme,
          label: t.header.themeLabel,
          onThemeChange: (next) => {
            document.documentElement.classList.toggle('dark', next === 'dark');
            setTheme(next);
          },
        }}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer name={company.name} logo={brandMark} {...t.footer} />
    </>
  );
}

function HomeScreen({ locale }: { locale: Locale }) {
  const t = screenText[locale].home;
  return (
    <Frame locale={locale} page="home">
      <Hero
        {...t.hero}
        image={{ src: picture('', 215, 1600, 900), width: 1600, height: 900, alt: '' }}
      />
      <SectorGrid
        title={t.sectorsTitle}
        subtitle={t.sectorsLead}
        linkLabel={t.more}
        items={sectors[locale].map((s) => ({ ...s, meta: t.productCount(s.count) }))}
      />
      <Section title={t.statsTitle} tone="muted">
        <StatCounters items={t.stats} />
      </Section>
    </Frame>
  );
}

function SectorScreen({ locale, startOpen }: { locale: Locale; startOpen: string | null }) {
  const t = screenText[locale].sector;
  const [openId, setOpenId] = useState<string | null>(startOpen);
  const product = t.products.find((p) => p.id === openId) ?? t.products[0]!;
  return (
    <Frame locale={locale} page="sector">
      <Section title={t.title} subtitle={t.lead} eyebrow={t.breadcrumb} headingLevel={1}>
        <ProductGrid
          items={t.products}
          onOpen={(id) => setOpenId(id)}
          emptyMessage={t.empty}
          actionLabel={t.details}
          resultsLabel={t.results(t.products.length)}
          eagerCount={4}
        />
      </Section>
      <ProductModal
        open={openId !== null}
        onClose={() => setOpenId(null)}
        title={product.title}
        badge={product.badge}
        description={t.modal.description}
        labels={t.modal.labels}
        images={[200, 170, 30].map((hue, i) => ({
          src: picture(`${i + 1}`, hue),
          width: 800,
          height: 600,
          alt: t.modal.alt(i + 1),
        }))}
      >
        <ButtonLink href={screenPaths.contact[locale]} iconEnd="arrow-right">
          {t.modal.cta}
        </ButtonLink>
      </ProductModal>
    </Frame>
  );
}

function ContactScreen({
  locale,
  send,
}: {
  locale: Locale;
  send: (values: Record<string, string>) => Promise<void>;
}) {
  const t = screenText[locale].contact;
  return (
    <Frame locale={locale} page="contact">
      <Section title={t.title} subtitle={t.lead} headingLevel={1}>
        <div
          style={{
            display: 'grid',
            gap: 'var(--ui-space-6)',
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
          }}
        >
          <ContactDetails items={t.details} />
          <div>
            <h2 style={{ marginTop: 0 }}>{t.formTitle}</h2>
            <ContactForm
              texts={t.form.texts}
              messages={t.form.messages}
              send={send}
              honeypot={{ name: 'website', label: 'Website' }}
              notice={
                <>
                  {t.notice} <a href={t.noticeLink.href}>{t.noticeLink.label}</a>
                </>
              }
            />
          </div>
        </div>
      </Section>
      <Section title={t.servicesTitle} tone="muted">
        <ServiceBlocks items={t.services} />
      </Section>
    </Frame>
  );
}

function NotFoundScreen({ locale, onDone }: { locale: Locale; onDone: () => void }) {
  const t = screenText[locale].notFound;
  return (
    <Frame locale={locale} page="notFound">
      <Section title={t.title} headingLevel={1} centered width="narrow">
        <NotFoundGraphic label={t.label} onDone={onDone} />
        <p>{t.text}</p>
        <h2>{t.popularTitle}</h2>
        <ul>
          {t.popular.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </Section>
    </Frame>
  );
}

/** Story args of the screens: the callbacks a page would wire to the app. */
interface ScreenArgs {
  send?: (values: Record<string, string>) => Promise<void>;
  onDone?: () => void;
}

const meta: Meta<ScreenArgs> = {
  title: 'Screens',
  parameters: { layout: 'fullscreen' },
  // Screens are compositions, not components: no Docs page of their own.
  tags: ['!autodocs'],
};

export default meta;
type Story = StoryObj<ScreenArgs>;

const lang = localeOf;

async function hasFrame(canvasElement: HTMLElement, locale: Locale) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('banner')).toBeVisible();
  await expect(canvas.getByRole('main')).toBeVisible();
  await expect(canvas.getByRole('contentinfo')).toBeVisible();
  await expect(
    canvas.getByRole('navigation', { name: screenText[locale].header.navLabel }),
  ).toBeVisible();
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  return canvas;
}

const home: Story = {
  render: (_args, { globals }) => <HomeScreen locale={lang(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const t = screenText[lang(globals)];
    const canvas = await hasFrame(canvasElement, lang(globals));
    await expect(
      canvas.getByRole('heading', { level: 1, name: String(t.home.hero.title) }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: new RegExp(t.home.more) })).toHaveLength(
      sectors.tr.length,
    );
  },
};

const sector: Story = {
  render: (_args, { globals }) => <SectorScreen locale={lang(globals)} startOpen="mikrocam" />,
  play: async ({ canvasElement, globals }) => {
    const t = screenText[lang(globals)].sector;
    await hasFrame(canvasElement, lang(globals));
    const dialog = await within(document.body).findByRole('dialog', { name: t.products[0]!.title });
    await Promise.all(
      dialog.getAnimations({ subtree: true }).map((animation) => animation.finished),
    );
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(within(dialog).getByRole('button', { name: t.modal.labels.close })).toHaveFocus();
    await expect(within(dialog).getByRole('img', { name: t.modal.alt(1) })).toBeVisible();
  },
};

const contact: Story = {
  args: { send: fn(async () => {}) },
  render: (args, { globals }) => <ContactScreen locale={lang(globals)} send={args.send!} />,
  play: async ({ canvasElement, globals }) => {
    const t = screenText[lang(globals)].contact;
    const canvas = await hasFrame(canvasElement, lang(globals));
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t.form.texts.labels.name) }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

const notFound: Story = {
  args: { onDone: fn() },
  render: (args, { globals }) => <NotFoundScreen locale={lang(globals)} onDone={args.onDone!} />,
  play: async ({ canvasElement, globals, args }) => {
    const t = screenText[lang(globals)].notFound;
    const canvas = await hasFrame(canvasElement, lang(globals));
    await userEvent.click(canvas.getByRole('button', { name: `404 ${t.label}` }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1), { timeout: 2000 });
  },
};

const inTurkish = { globals: { locale: 'tr' } };
const inEnglish = { globals: { locale: 'en' } };
const inArabic = { globals: { locale: 'ar' } };

export const HomeTr: Story = { ...home, ...inTurkish, name: 'Home (Türkçe)' };
export const HomeEn: Story = { ...home, ...inEnglish, name: 'Home (English)' };
export const SectorWithModalTr: Story = {
  ...sector,
  ...inTurkish,
  name: 'Sector, product open (Türkçe)',
};
export const SectorWithModalEn: Story = {
  ...sector,
  ...inEnglish,
  name: 'Sector, product open (English)',
};
export const ContactTr: Story = { ...contact, ...inTurkish, name: 'Contact (Türkçe)' };
export const ContactEn: Story = { ...contact, ...inEnglish, name: 'Contact (English)' };
export const NotFoundTr: Story = { ...notFound, ...inTurkish, name: '404 (Türkçe)' };
export const NotFoundEn: Story = { ...notFound, ...inEnglish, name: '404 (English)' };
export const HomeAr: Story = { ...home, ...inArabic, name: 'Home (العربية)' };
export const SectorWithModalAr: Story = {
  ...sector,
  ...inArabic,
  name: 'Sector, product open (العربية)',
};
export const ContactAr: Story = { ...contact, ...inArabic, name: 'Contact (العربية)' };
export const NotFoundAr: Story = { ...notFound, ...inArabic, name: '404 (العربية)' };
