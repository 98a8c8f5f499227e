import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localized, pick, type Locale } from '../../storybook/preview';
import { brandMark, company, sectors } from '../../storybook/samples';
import type { Theme } from '../ThemeToggle';
import {
  Header,
  type HeaderBrand,
  type HeaderProps,
  type NavItem,
  type TopBarLink,
} from './Header';

interface HeaderSample {
  brand: HeaderBrand;
  navLabel: string;
  topLinksLabel: string;
  menuLabels: { open: string; close: string };
  themeLabel: string;
  languageLabel: string;
  nav: NavItem[];
  topLinks: TopBarLink[];
}

const text: Record<Locale, HeaderSample> = {
  tr: {
    brand: {
      href: '/',
      name: company.name,
      tagline: 'Endüstriyel hammaddeler · 2009',
      logo: brandMark,
    },
    navLabel: 'Ana menü',
    topLinksLabel: 'İletişim kanalları',
    menuLabels: { open: 'Menüyü aç', close: 'Menüyü kapat' },
    themeLabel: 'Koyu tema',
    languageLabel: 'Dil',
    nav: [
      { label: 'Ana Sayfa', href: '/' },
      {
        label: 'Kurumsal',
        children: [
          { label: 'Hakkımızda', href: '/hakkimizda' },
          { label: 'Misyonumuz', href: '/misyon' },
          { label: 'Vizyonumuz', href: '/vizyon' },
        ],
      },
      {
        label: 'Sektörler',
        href: '/sektorler',
        toggleLabel: 'Sektörler alt menüsü',
        delayChildNavigation: true,
        children: sectors.tr.map((s) => ({ label: s.title, href: s.href })),
      },
      { label: 'Tedarikçilerimiz', href: '/tedarikcilerimiz' },
      { label: 'İletişim', href: '/iletisim' },
    ],
    topLinks: [
      { icon: 'phone', href: company.phone.href, label: 'Telefon', text: company.phone.label },
      { icon: 'mail', href: company.email.href, label: 'E-posta', text: company.email.label },
      {
        icon: 'whatsapp',
        href: company.whatsapp.href,
        label: 'WhatsApp ile yazın',
        external: true,
      },
      { icon: 'linkedin', href: company.linkedin, label: 'LinkedIn sayfamız', external: true },
    ],
  },
  en: {
    brand: {
      href: '/',
      name: company.name,
      tagline: 'Industrial materials · 2009',
      logo: brandMark,
    },
    navLabel: 'Main menu',
    topLinksLabel: 'Contact channels',
    menuLabels: { open: 'Open menu', close: 'Close menu' },
    themeLabel: 'Dark theme',
    languageLabel: 'Language',
    nav: [
      { label: 'Home', href: '/' },
      {
        label: 'Corporate',
        children: [
          { label: 'About Us', href: '/about' },
          { label: 'Our Mission', href: '/mission' },
          { label: 'Our Vision', href: '/vision' },
        ],
      },
      {
        label: 'Sectors',
        href: '/sectors',
        toggleLabel: 'Sectors submenu',
        delayChildNavigation: true,
        children: sectors.en.map((s) => ({ label: s.title, href: s.href })),
      },
      { label: 'Our Suppliers', href: '/suppliers' },
      { label: 'Contact', href: '/contact' },
    ],
    topLinks: [
      { icon: 'phone', href: company.phone.href, label: 'Phone', text: company.phone.label },
      { icon: 'mail', href: company.email.href, label: 'E-mail', text: company.email.label },
      {
        icon: 'whatsapp',
        href: company.whatsapp.href,
        label: 'Message us on WhatsApp',
        external: true,
      },
      { icon: 'linkedin', href: company.linkedin, label: 'Our LinkedIn page', external: true },
    ],
  },
};

const paths = {
  tr: { home: '/', about: '/hakkimizda', sector: '/sektorler/tel-ve-civiler' },
  en: { home: '/', about: '/about', sector: '/sectors/wire-and-nails' },
};

type Page = 'home' | 'about' | 'sector';

type Content = Pick<
  HeaderProps,
  'brand' | 'nav' | 'navLabel' | 'topLinks' | 'topLinksLabel' | 'menuLabels' | 'language' | 'theme'
>;

/** The sample's own handler does nothing: the demo switches the page's theme. */
const onThemeChange = () => {};

/**
 * The Header props among the samples on one page: the story's args (logo aside, which is markup).
 * The language switch links to that page's twins.
 */
function contentOf(locale: Locale, page: Page): Content {
  const { brand, nav, navLabel, topLinks, topLinksLabel, menuLabels, languageLabel, themeLabel } =
    text[locale];
  const { logo: _logo, ...plainBrand } = brand;
  return {
    brand: plainBrand,
    nav,
    navLabel,
    topLinks,
    topLinksLabel,
    menuLabels,
    language: {
      label: languageLabel,
      current: locale,
      options: [
        { code: 'tr', label: 'TR', name: 'Türkçe', href: paths.tr[page] },
        { code: 'en', label: 'EN', name: 'English', href: paths.en[page] },
      ],
    },
    theme: { theme: 'light', label: themeLabel, onThemeChange },
  };
}

const samplesOn = (page: Page): Record<Locale, Content> => ({
  tr: contentOf('tr', page),
  en: contentOf('en', page),
});
const content = samplesOn('home');

type DemoProps = Partial<HeaderProps> & { locale: Locale; page: Page };

/**
 * A stateful wrapper: the story plays the app's role (navigation, and the theme, which starts from
 * the toolbar's theme whatever `theme.theme` says).
 */
function HeaderDemo({ locale, page, navigate, brand, theme: themeSwitch, ...args }: DemoProps) {
  const [path, setPath] = useState(paths[locale][page]);
  const [theme, setTheme] = useState<Theme>(() =>
    document.documentElement.classList.contains('dark') ? 'dark' : 'light',
  );
  return (
    <>
      <Header
        {...(args as Content)}
        brand={{ logo: brandMark, ...brand! }}
        currentPath={path}
        theme={
          themeSwitch && {
            ...themeSwitch,
            theme,
            onThemeChange: (next) => {
              themeSwitch.onThemeChange(next);
              document.documentElement.classList.toggle('dark', next === 'dark');
              setTheme(next);
            },
          }
        }
        navigate={(href) => {
          navigate?.(href);
          setPath(href);
        }}
      />
      <main id="main" style={{ padding: '2rem var(--ui-gutter)', minHeight: '60vh' }}>
        <p data-testid="path">{path}</p>
      </main>
    </>
  );
}

const meta: Meta<typeof Header> = {
  title: 'Layout/Header',
  component: Header,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: { ...content.tr, navigate: fn(), onNavigate: fn() },
  argTypes: { currentPath: { control: false }, linkComponent: { control: false } },
  render: (args, { globals }) => (
    <HeaderDemo {...localized(args, content, globals)} locale={loc(globals)} page="home" />
  ),
};

const loc = (globals: Record<string, unknown>): Locale => (globals.locale === 'en' ? 'en' : 'tr');

export default meta;
type Story = StoryObj<typeof Header>;

export const Default: Story = {};

const onSectorPage = samplesOn('sector');

export const ActiveSubpage: Story = {
  args: onSectorPage.tr,
  render: (args, { globals }) => (
    <HeaderDemo {...localized(args, onSectorPage, globals)} locale={loc(globals)} page="sector" />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const sectorsLink = canvas.getByRole('link', { name: t.nav[2]!.label });
    await expect(sectorsLink).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: t.nav[0]!.label })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const DropdownByHover: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const toggle = canvas.getByRole('button', { name: t.nav[1]!.label });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: t.nav[1]!.children![0]!.label })).toBeVisible();
    await userEvent.unhover(toggle.closest('li')!);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const DropdownByKeyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const corporate = canvas.getByRole('button', { name: t.nav[1]!.label });
    const sectorsToggle = canvas.getByRole('button', { name: t.nav[2]!.toggleLabel! });
    corporate.focus();
    await userEvent.keyboard('{Enter}');
    await expect(corporate).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(corporate).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    const children = t.nav[1]!.children!;
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: children[0]!.label })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: children[1]!.label })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('link', { name: children[2]!.label })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(corporate).toHaveAttribute('aria-expanded', 'false');
    await expect(corporate).toHaveFocus();
    // One open at a time.
    await userEvent.click(corporate);
    await userEvent.click(sectorsToggle);
    await expect(corporate).toHaveAttribute('aria-expanded', 'false');
    await expect(sectorsToggle).toHaveAttribute('aria-expanded', 'true');
    // Focus leaving the item closes it.
    sectorsToggle.focus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(sectorsToggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const DelayedSectorNavigation: Story = {
  // Long enough that a loaded machine still checks "not yet" inside the delay.
  args: { childNavigationDelay: 1000 },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const toggle = canvas.getByRole('button', { name: t.nav[2]!.toggleLabel! });
    await userEvent.click(toggle);
    const target = t.nav[2]!.children![3]!;
    await userEvent.click(canvas.getByRole('link', { name: target.label }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith(target.href), { timeout: 4000 });
    await expect(canvas.getByTestId('path')).toHaveTextContent(target.href!);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const button = canvas.getByRole('button', { name: t.menuLabels.open });
    await userEvent.click(button);
    await waitFor(() => expect(canvasElement.querySelector('nav:popover-open')).not.toBeNull());
    await expect(button).toHaveAccessibleName(t.menuLabels.close);
    await expect(document.body.style.overflow).toBe('hidden');
  },
};

export const MobileMenuClosesOnNavigation: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const button = canvas.getByRole('button', { name: t.menuLabels.open });
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('button', { name: t.nav[2]!.toggleLabel! }));
    await userEvent.click(canvas.getByRole('link', { name: t.nav[2]!.children![0]!.label }));
    await waitFor(() => expect(canvasElement.querySelector('nav:popover-open')).toBeNull());
    await expect(document.body.style.overflow).toBe('');
    // Escape also closes it and returns focus to the button.
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvasElement.querySelector('nav:popover-open')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

const onAboutPage = samplesOn('about');

export const Scrolled: Story = {
  args: onAboutPage.tr,
  render: (args, { globals }) => (
    <div style={{ minHeight: '300vh' }}>
      <HeaderDemo {...localized(args, onAboutPage, globals)} locale={loc(globals)} page="about" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header')!;
    await expect(header).not.toHaveAttribute('data-scrolled');
    Object.defineProperty(window, 'scrollY', { value: 40, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(header).not.toHaveAttribute('data-scrolled'));
  },
};

export const CurrentPageScrollsToTop: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const scrollTo = fn();
    const original = window.scrollTo;
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    try {
      const home = canvas.getByRole('link', { name: t.nav[0]!.label });
      await expect(home).toHaveAttribute('aria-current', 'page');
      await userEvent.click(home);
      await expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
      await expect(args.navigate).not.toHaveBeenCalled();
    } finally {
      window.scrollTo = original;
    }
  },
};

export const ThemeSwitch: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const toggle = canvas.getByRole('button', { name: t.themeLabel });
    const wasDark = toggle.getAttribute('aria-pressed') === 'true';
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', String(!wasDark));
    await expect(document.documentElement.classList.contains('dark')).toBe(!wasDark);
    await userEvent.click(toggle);
  },
};

/**
 * A consumer's ref, onKeyDown and onClick reach the <header>, and the header's own Escape handling
 * (closing the mobile menu from a link inside it) still runs.
 */
export const ConsumerRefAndHandlers: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'mobile375' } },
  args: { ref: fn(), onKeyDown: fn(), onClick: fn() },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    await expect(args.ref).toHaveBeenCalledWith(canvasElement.querySelector('header'));
    const button = canvas.getByRole('button', { name: t.menuLabels.open });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalled();
    await waitFor(() => expect(canvasElement.querySelector('nav:popover-open')).not.toBeNull());
    canvas.getByRole('link', { name: t.nav[0]!.label }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    await waitFor(() => expect(canvasElement.querySelector('nav:popover-open')).toBeNull());
    await expect(button).toHaveFocus();
  },
};
