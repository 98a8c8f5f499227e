import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { ContactDetails } from '../ContactDetails';
import { Icon, setIconSprite } from './Icon';
import { iconNames } from './names';
import spriteFile from './icons.svg?raw';

// A glyph of a site's own, e.g. a brand mark the set does not have.
const anchor = (
  <>
    <circle cx="12" cy="5" r="2" />
    <path d="M12 7v14M5 14a7 7 0 0 0 14 0" />
  </>
);

describe('Icon', () => {
  afterEach(() => setIconSprite(''));

  it('draws a named icon of the set from the sprite, or from the page without one', () => {
    const { container, rerender } = render(<Icon name="mail" />);
    const svg = container.querySelector('svg')!;
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('use')?.getAttribute('href')).toBe('#icon-mail');
    setIconSprite('/assets/icons-3f9a.svg');
    rerender(<Icon name="phone" />);
    expect(svg.querySelector('use')?.getAttribute('href')).toBe(
      '/assets/icons-3f9a.svg#icon-phone',
    );
    // No drawing of the set travels in the script: the sprite holds them.
    expect(svg.querySelector('path, rect, circle')).toBeNull();
  });

  it('draws a site’s own SVG content on the same grid, decorative or labelled', () => {
    const { container, rerender } = render(<Icon name={anchor} />);
    let svg = container.querySelector('svg')!;
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('circle')?.getAttribute('r')).toBe('2');
    rerender(<Icon name={anchor} label="Liman" viewBox="0 0 24 24" />);
    svg = screen.getByRole('img', { name: 'Liman' }) as unknown as SVGSVGElement;
    expect(svg?.hasAttribute('aria-hidden')).toBe(false);
    expect(svg.querySelector('path')?.getAttribute('d')).toBe('M12 7v14M5 14a7 7 0 0 0 14 0');
  });

  it('reaches the components that take an icon', () => {
    render(
      <>
        <Button iconStart={<path data-testid="own-start" d="M4 12h16" />}>Gönder</Button>
        <ContactDetails
          items={[
            {
              icon: <path data-testid="own-fax" d="M6 4h12v16H6z" />,
              label: 'Faks',
              value: '+90 212 000 00 00',
              href: 'tel:+902120000000',
            },
          ]}
        />
      </>,
    );
    expect(screen.getByTestId('own-start').closest('svg')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(screen.getByTestId('own-fax').closest('svg')).not.toBeNull();
  });

  it('has a drawing in the sprite for every name, and no other', () => {
    const sprite = new DOMParser().parseFromString(spriteFile, 'image/svg+xml');
    expect(sprite.querySelector('parsererror')).toBeNull();
    const symbols = [...sprite.querySelectorAll('symbol')];
    expect(symbols.map((s) => s.id)).toEqual(iconNames.map((name) => `icon-${name}`));
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox'), symbol.id).toBe('0 0 24 24');
      expect(symbol.querySelector('path, rect, circle'), symbol.id).not.toBeNull();
    }
  });
});
