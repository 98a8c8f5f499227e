// Two languages are a toggle; more are a disclosure menu that works by keyboard (WAI-ARIA APG's
// disclosure navigation): the button names the current language, Escape closes and returns focus.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageMenu, LanguageToggle, type LanguageOption } from './index';

const two: LanguageOption[] = [
  { code: 'tr', label: 'TR', name: 'Türkçe', href: '/hakkimizda' },
  { code: 'en', label: 'EN', name: 'English', href: '/about' },
];
const three: LanguageOption[] = [
  ...two,
  { code: 'de', label: 'DE', name: 'Deutsch', href: '/ueber-uns' },
];

const summaryOf = (container: HTMLElement) => container.querySelector('summary') as HTMLElement;
const detailsOf = (container: HTMLElement) =>
  container.querySelector('details') as HTMLDetailsElement;

describe('LanguageToggle', () => {
  it('stays a toggle of two links side by side with two languages', () => {
    const { container } = render(<LanguageToggle options={two} current="tr" label="Dil seçimi" />);
    const group = screen.getByRole('group', { name: 'Dil seçimi' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/hakkimizda', '/about']);
    expect(container.querySelector('details')).toBeNull();
  });

  it('keeps three side by side when no menu is given, so a two-language site never bundles one', () => {
    const { container } = render(
      <LanguageToggle options={three} current="tr" label="Dil seçimi" />,
    );
    expect(container.querySelector('details')).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Dil seçimi' }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('hreflang')),
    ).toEqual(['tr', 'en', 'de']);
  });

  it('is a menu with three: its button names the current language, its list links each twin', () => {
    const { container } = render(
      <LanguageToggle menu={LanguageMenu} options={three} current="de" label="Sprache" />,
    );
    const summary = summaryOf(container);
    expect(summary.textContent).toBe('DE, Sprache: Deutsch');
    expect(detailsOf(container).open).toBe(false);
    const list = screen.getByRole('list', { hidden: true, name: 'Sprache' });
    const links = within(list).getAllByRole('link', { hidden: true });
    expect(
      links.map((a) => [
        a.getAttribute('href'),
        a.getAttribute('hreflang'),
        a.getAttribute('lang'),
      ]),
    ).toEqual([
      ['/hakkimizda', 'tr', 'tr'],
      ['/about', 'en', 'en'],
      ['/ueber-uns', 'de', 'de'],
    ]);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    expect(links.map((a) => a.textContent)).toEqual(['TRTürkçe', 'ENEnglish', 'DEDeutsch']);
  });

  it('opens by arrow key onto the first link, moves with the arrows and closes with Escape', () => {
    const { container } = render(
      <LanguageToggle menu={LanguageMenu} options={three} current="tr" label="Dil seçimi" />,
    );
    const summary = summaryOf(container);
    summary.focus();
    fireEvent.keyDown(summary, { key: 'ArrowDown' });
    expect(detailsOf(container).open).toBe(true);
    expect(document.activeElement?.getAttribute('hreflang')).toBe('tr');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('hreflang')).toBe('en');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('hreflang')).toBe('de');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(detailsOf(container).open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });

  it('tells the chosen language, and closes on a click or focus outside', () => {
    const onSelect = vi.fn();
    const { container } = render(
      <div>
        <LanguageToggle
          menu={LanguageMenu}
          options={three}
          current="tr"
          label="Dil seçimi"
          onSelect={onSelect}
        />
        <button type="button">Elsewhere</button>
      </div>,
    );
    const details = detailsOf(container);
    details.open = true;
    const de = container.querySelector<HTMLAnchorElement>('a[hreflang="de"]')!;
    de.addEventListener('click', (e) => e.preventDefault(), { once: true });
    fireEvent.click(de);
    expect(onSelect).toHaveBeenCalledWith('de');
    expect(details.open).toBe(false);

    details.open = true;
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(details.open).toBe(false);

    details.open = true;
    de.focus();
    fireEvent.blur(de, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(details.open).toBe(false);
  });
});
