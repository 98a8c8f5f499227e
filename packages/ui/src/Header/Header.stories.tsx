import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localeOf, localized, perLocale, pick, type Locale } from '../../storybook/preview';
import { expectIsolatedLeftToRight, rightToLeft } from '../../storybook/bidi';
import { headerText } from '../../storybook/chrome-samples';
import { brandMark, company } from '../../storybook/samples';
import type { Theme } from '../ThemeToggle';
import {
  Header,
  type HeaderBrand,
  type HeaderProps,
  type NavItem,
  type TopBarLink,
} from './Header';
import { HeaderNav } from './HeaderNav';
import {
  HeaderLogo,
  HeaderMainBar,
  HeaderMenuButton,
  HeaderTools,
  HeaderTopBar,
  HeaderTopLinks,
} from './HeaderParts';
import { HeaderRoot, useHeaderContext } from './HeaderRoot';

interface HeaderSample {
  brand: HeaderBrand;
  navLabel: string;
  topLinksLabel: string;
  menuLabels: { open: string; close: string };
  themeLabel: string;
  languageLabel: string;
  nav: NavItem[];
  topLinks: TopBarLink[];
  /** Texts of the custom top bar story (a site's own part, not Header props). */
  ownBar: { announcement: string; callUs: string };
}

/** Texts of the custom top bar story (a site's own part, not Header props). */
const ownBar: Record<Locale, HeaderSample['ownBar']> = {
  tr: { announcement: 'Yeni ürün kataloğumuz yayında.', callUs: 'Bizi arayın:' },
  en: { announcement: 'Our new product catalogue is out.', callUs: 'Call us:' },
  ar: { announcement: 'صدر كتالوج منتجاتنا الجديد.', callUs: 'اتصل بنا:' },
};

const text: Record<Locale, HeaderSample> = perLocale((locale) => {
  const { tagline, ...rest } = headerText[locale];
  return {
    ...rest,
    brand: { href: locale === 'ar' ? '/ar' : '/', name: company.name, tagline, logo: brandMark },
    ownBar: ownBar[locale],
  };
});

type Page = 'home' | 'about' | 'sector';

const paths = {
  tr: { home: '/', about: '/hakkimizda', sector: '/sektorler/tel-ve-civiler' },
  en: { home: '/', about: '/about', sector: '/sectors/wire-and-nails' },
  ar: { home: '/ar', about: '/ar/about', sector: '/ar/sectors/wire-and-nails' },
} satisfies Record<Locale, Record<Page, string>>;

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
        // The Arabic sample is a site that has Arabic as well.
        ...(locale === 'ar'
          ? [{ code: 'ar', label: 'AR', name: 'العربية', href: paths.ar[page] }]
          : []),
      ],
    },
    theme: { theme: 'light', label: themeLabel, onThemeChange },
  };
}

const samplesOn = (page: Page): Record<Locale, Content> =>
  perLocale((locale) => contentOf(locale, page));
const content = samplesOn('home');

type DemoProps = Partial<HeaderProps> & {
  locale: Locale;
  page: Page;
  /** Parts inside a HeaderRoot in place of the default composition. */
  parts?: ReactNode;
};

/**
 * A stateful wrapper: the story plays the app's role (navigation, and the theme, which starts from
 * the toolbar's theme whatever `theme.theme` says).
 */
function HeaderDemo({
  locale,
  page,
  navigate,
  brand,
  theme: themeSwitch,
  parts,
  ...args
}: DemoProps) {
  const [path, setPath] = useState(paths[locale][page]);
  const [theme, setTheme] = useState<Theme>(() =>
    document.documentElement.classList.contains('dark') ? 'dark' : 'light',
  );
  const headerProps: HeaderProps = {
    ...(args as Content),
    brand: { logo: brandMark, ...brand! },
    currentPath: path,
    theme: themeSwitch && {
      ...themeSwitch,
      theme,
      onThemeChange: (next) => {
        themeSwitch.onThemeChange(next);
        document.documentElement.classList.toggle('dark', next === 'dark');
        setTheme(next);
      },
    },
    navigate: (href) => {
      navigate?.(href);
      setPath(href);
    },
  };
  return (
    <>
      {parts ? <HeaderRoot {...headerProps}>{parts}</HeaderRoot> : <Header {...headerProps} />}
      <main id="main" style={{ padding: '2rem var(--ui-gutter)', minHeight: '60vh' }}>
        {/* Where the demo navigated, for the play functions: not shown (a site shows the page). */}
        <p data-testid="path" hidden>
          {path}
        </p>
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

const loc = localeOf;

export default meta;
type Story = StoryObj<typeof Header>;

export const Default: Story = {};

/**
 * The header in Arabic: mirrored, while the top bar's phone number and e-mail address keep their
 * left-to-right order ("+90 212 555 01 23", not "23 01 555 212 90+").
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  name: 'Right to left (العربية)',
  play: async ({ canvasElement }) => {
    await expectIsolatedLeftToRight(canvasElement, company.phone.label);
    await expectIsolatedLeftToRight(canvasElement, company.email.label);
  },
};

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

/*
 * The parts. `Header` is `HeaderRoot` (the <header> and the state the parts share) around
 * `HeaderTopBar` and `HeaderMainBar`; a site composes them itself to leave one out or put its own
 * in its place. Each story below renders one part inside a `HeaderRoot` with the same props.
 */

const withParts =
  (parts: ReactNode): Story['render'] =>
  (args, { globals }) => (
    <HeaderDemo
      {...localized(args, content, globals)}
      locale={loc(globals)}
      page="home"
      parts={parts}
    />
  );

/** `HeaderTopBar`: the dark strip with the contact links and the switches. */
export const PartTopBar: Story = {
  render: withParts(<HeaderTopBar />),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    await expect(canvas.getByRole('list', { name: t.topLinksLabel })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.themeLabel })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** `HeaderTopLinks`: the contact and social links alone, in the top bar's frame. */
export const PartTopLinks: Story = {
  render: withParts(
    <HeaderTopBar>
      <HeaderTopLinks />
    </HeaderTopBar>,
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const list = canvas.getByRole('list', { name: t.topLinksLabel });
    await expect(within(list).getAllByRole('link')).toHaveLength(t.topLinks.length);
    await expect(canvas.queryByRole('button', { name: t.themeLabel })).toBeNull();
  },
};

/** `HeaderTools`: the language and theme switches alone, in the top bar's frame. */
export const PartTools: Story = {
  render: withParts(
    <HeaderTopBar>
      <HeaderTools />
    </HeaderTopBar>,
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    await expect(canvas.getByRole('button', { name: t.themeLabel })).toBeVisible();
    await expect(canvas.getByRole('group', { name: t.languageLabel })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: t.topLinksLabel })).toBeNull();
  },
};

/** `HeaderMainBar`: logo, menu button and navigation, without the top bar. */
export const PartMainBar: Story = {
  render: withParts(<HeaderMainBar />),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    await expect(canvas.getByRole('navigation', { name: t.navLabel })).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(t.brand.name) })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: t.topLinksLabel })).toBeNull();
  },
};

/** `HeaderLogo`: the link home with the mark, the name and the tagline. */
export const PartLogo: Story = {
  render: withParts(
    <HeaderMainBar>
      <HeaderLogo />
    </HeaderMainBar>,
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const logo = canvas.getByRole('link', { name: new RegExp(t.brand.name) });
    await expect(logo).toHaveAttribute('href', t.brand.href);
    await expect(logo).toHaveTextContent(t.brand.tagline!);
  },
};

/** `HeaderNav`: the navigation with its dropdowns. */
export const PartNav: Story = {
  render: withParts(
    <HeaderMainBar>
      <HeaderNav />
    </HeaderMainBar>,
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const toggle = canvas.getByRole('button', { name: t.nav[1]!.label });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: t.nav[1]!.children![0]!.label })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** `HeaderMenuButton`: the button that opens the navigation as a menu on a phone. */
export const PartMenuButton: Story = {
  globals: { viewport: { value: 'mobile375' } },
  render: withParts(
    <HeaderMainBar>
      <HeaderMenuButton />
      <HeaderNav />
    </HeaderMainBar>,
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const button = canvas.getByRole('button', { name: t.menuLabels.open });
    await userEvent.click(button);
    await waitFor(() => expect(canvasElement.querySelector('nav:popover-open')).not.toBeNull());
    await expect(button).toHaveAccessibleName(t.menuLabels.close);
    await userEvent.click(button);
    await waitFor(() => expect(canvasElement.querySelector('nav:popover-open')).toBeNull());
  },
};

/**
 * A site's own top bar in place of `HeaderTopBar`: an announcement and the phone number from the
 * shared `topLinks` (read with `useHeaderContext`), the default switches beside them.
 */
function OwnTopBar({ announcement, callUs }: HeaderSample['ownBar']) {
  const { topLinks } = useHeaderContext();
  const phone = topLinks.find((link) => link.href.startsWith('tel:'));
  return (
    <div
      data-testid="own-top-bar"
      style={{
        background: 'var(--ui-color-topbar-bg)',
        color: 'var(--ui-color-topbar-text)',
        fontSize: 'var(--ui-font-size-sm)',
      }}
    >
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 'var(--ui-space-3)',
          minHeight: '2.75rem',
          width: 'min(100% - 2 * var(--ui-gutter), var(--ui-container))',
          marginInline: 'auto',
        }}
      >
        <p style={{ margin: 0 }}>
          <strong>{announcement}</strong>
          {phone && (
            <>
              {' '}
              {callUs}{' '}
              <a href={phone.href} style={{ color: 'inherit' }}>
                {phone.text ?? phone.label}
              </a>
            </>
          )}
        </p>
        <HeaderTools />
      </div>
    </div>
  );
}

export const CustomTopBar: Story = {
  render: (args, { globals }) => (
    <HeaderDemo
      {...localized(args, content, globals)}
      locale={loc(globals)}
      page="home"
      parts={
        <>
          <OwnTopBar {...pick(text, globals).ownBar} />
          <HeaderMainBar />
        </>
      }
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const bar = canvas.getByTestId('own-top-bar');
    await expect(bar).toHaveTextContent(t.ownBar.announcement);
    const phone = t.topLinks.find((link) => link.href.startsWith('tel:'))!;
    await expect(within(bar).getByRole('link', { name: phone.text! })).toHaveAttribute(
      'href',
      phone.href,
    );
    await expect(within(bar).getByRole('button', { name: t.themeLabel })).toBeVisible();
    // The default top bar's list is gone; the default main bar works beside the site's part.
    await expect(canvas.queryByRole('list', { name: t.topLinksLabel })).toBeNull();
    const toggle = canvas.getByRole('button', { name: t.nav[1]!.label });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

const withSearch: Record<Locale, Content & Pick<HeaderProps, 'search'>> = {
  tr: { ...content.tr, search: { href: '/arama', label: 'Ürün ara' } },
  en: { ...content.en, search: { href: '/search', label: 'Search products' } },
  ar: { ...content.ar, search: { href: '/ar/search', label: 'ابحث في المنتجات' } },
};

/** A site with a search page: a search button at the bar's end, a link that works without script. */
export const WithSearch: Story = {
  args: withSearch.tr,
  render: (args, { globals }) => (
    <HeaderDemo {...localized(args, withSearch, globals)} locale={loc(globals)} page="home" />
  ),
  play: async ({ canvasElement, globals }) => {
    const { search } = pick(withSearch, globals);
    const link = within(canvasElement).getByRole('link', { name: search!.label });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', search!.href);
  },
};

/** The search button at phone width: beside the menu button, outside the menu. */
export const WithSearchPhone: Story = {
  ...WithSearch,
  globals: { viewport: { value: 'mobile375' } },
};
