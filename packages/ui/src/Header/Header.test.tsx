// A site replaces one part of the header with its own; the part reads the state the other parts
// share (menu, dropdowns, navigation) from HeaderRoot, and the default parts keep working beside it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HeaderLogo,
  HeaderMainBar,
  HeaderRoot,
  HeaderTools,
  HeaderTopBar,
  useHeaderContext,
  type HeaderProps,
} from './index';

const props: HeaderProps = {
  brand: { href: '/', name: 'Defne Endüstri' },
  nav: [
    { label: 'Ana Sayfa', href: '/' },
    {
      label: 'Kurumsal',
      children: [
        { label: 'Hakkımızda', href: '/hakkimizda' },
        { label: 'Vizyonumuz', href: '/vizyon' },
      ],
    },
    { label: 'İletişim', href: '/iletisim' },
  ],
  navLabel: 'Ana menü',
  currentPath: '/',
  topLinks: [
    { icon: 'phone', href: 'tel:+902125550123', label: 'Telefon', text: '0212 555 01 23' },
  ],
  topLinksLabel: 'İletişim kanalları',
  theme: { theme: 'light', label: 'Koyu tema', onThemeChange: () => {} },
  menuLabels: { open: 'Menüyü aç', close: 'Menüyü kapat' },
};

/** A site's own top bar: the menu's state from the shared context, and a button that closes it. */
function MenuStateBar() {
  const { menuOpen, setMenuOpen, topLinks } = useHeaderContext();
  return (
    <div>
      <p data-testid="menu-state">{menuOpen ? 'Menü açık' : 'Menü kapalı'}</p>
      <a href={topLinks[0]!.href}>Bizi arayın</a>
      {menuOpen && (
        <button type="button" onClick={() => setMenuOpen(false)}>
          Menüyü buradan kapat
        </button>
      )}
    </div>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a replaced header part', () => {
  it('renders in place of the top bar and follows the menu state the main bar changes', () => {
    const { rerender } = render(
      <HeaderRoot {...props}>
        <MenuStateBar />
        <HeaderMainBar />
      </HeaderRoot>,
    );
    // The site's part stands where the default top bar was: its links are gone, the nav is there.
    expect(screen.queryByRole('list', { name: 'İletişim kanalları' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bizi arayın' }).getAttribute('href')).toBe(
      'tel:+902125550123',
    );
    expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeTruthy();
    expect(screen.getByTestId('menu-state').textContent).toBe('Menü kapalı');

    fireEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    expect(screen.getByTestId('menu-state').textContent).toBe('Menü açık');
    expect(screen.getByRole('button', { name: 'Menüyü kapat' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');

    // The site's part changes the shared state: the default parts follow.
    fireEvent.click(screen.getByRole('button', { name: 'Menüyü buradan kapat' }));
    expect(screen.getByTestId('menu-state').textContent).toBe('Menü kapalı');
    expect(screen.getByRole('button', { name: 'Menüyü aç' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('');

    // A new page closes the menu for every part.
    fireEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    expect(screen.getByTestId('menu-state').textContent).toBe('Menü açık');
    rerender(
      <HeaderRoot {...props} currentPath="/iletisim">
        <MenuStateBar />
        <HeaderMainBar />
      </HeaderRoot>,
    );
    expect(screen.getByTestId('menu-state').textContent).toBe('Menü kapalı');
    expect(screen.getByRole('link', { name: 'İletişim' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shares the dropdown state and Escape handling with a replaced part', () => {
    function OpenDropdown() {
      const { openIndex } = useHeaderContext();
      return <p data-testid="open-index">{openIndex === null ? 'yok' : String(openIndex)}</p>;
    }
    render(
      <HeaderRoot {...props}>
        <OpenDropdown />
        <HeaderMainBar />
      </HeaderRoot>,
    );
    const toggle = screen.getByRole('button', { name: 'Kurumsal' });
    fireEvent.click(toggle);
    expect(screen.getByTestId('open-index').textContent).toBe('1');
    fireEvent.keyDown(screen.getByRole('link', { name: 'İletişim' }), { key: 'Escape' });
    expect(screen.getByTestId('open-index').textContent).toBe('yok');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('gives a site’s own navigation link the header’s navigation behaviour', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    const onNavigate = vi.fn();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    function OwnNav() {
      const { onLinkClick } = useHeaderContext();
      return (
        <a href="/teklif" onClick={(event) => onLinkClick(event, '/teklif', true)}>
          Teklif al
        </a>
      );
    }
    render(
      <HeaderRoot {...props} navigate={navigate} onNavigate={onNavigate} childNavigationDelay={200}>
        <HeaderTopBar />
        <HeaderMainBar>
          <HeaderLogo />
          <OwnNav />
        </HeaderMainBar>
      </HeaderRoot>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Teklif al' }));
    expect(onNavigate).toHaveBeenCalledWith('/teklif');
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(navigate).toHaveBeenCalledWith('/teklif');

    // The default logo part beside it: a click on the current page scrolls to the top.
    fireEvent.click(screen.getByRole('link', { name: 'Defne Endüstri' }));
    expect(scrollTo).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });

  it('keeps a bar’s frame when given its own content', () => {
    const { container } = render(
      <HeaderRoot {...props}>
        <HeaderTopBar>
          <HeaderTools />
        </HeaderTopBar>
      </HeaderRoot>,
    );
    expect(screen.queryByRole('list', { name: 'İletişim kanalları' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Koyu tema' })).toBeTruthy();
    expect(
      container.querySelector('header > div > div')?.contains(screen.getByRole('button')),
    ).toBe(true);
  });
});

describe('the search button', () => {
  it('links to the search page by its name, after the navigation, and only when given', () => {
    const { unmount } = render(
      <HeaderRoot {...props} search={{ href: '/arama', label: 'Ürün ara' }}>
        <HeaderMainBar />
      </HeaderRoot>,
    );
    const link = screen.getByRole('link', { name: 'Ürün ara' });
    expect(link.getAttribute('href')).toBe('/arama');
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    // After the navigation in the order of the page, so Tab reaches it after the menu's items.
    expect(nav.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    render(
      <HeaderRoot {...props}>
        <HeaderMainBar />
      </HeaderRoot>,
    );
    expect(screen.queryByRole('link', { name: 'Ürün ara' })).toBeNull();
  });
});
