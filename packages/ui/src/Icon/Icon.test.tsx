import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { ContactDetails } from '../ContactDetails';
import { ValueCards } from '../ValueCards';
import { Icon } from './Icon';
import { iconNames } from './names';
import { iconSets } from './sets';

// A glyph of a site's own, e.g. a brand mark the set does not have.
const anchor = (
  <>
    <circle cx="12" cy="5" r="2" />
    <path d="M12 7v14M5 14a7 7 0 0 0 14 0" />
  </>
);

describe('Icon', () => {
  it('draws a named icon of the set', () => {
    const { container } = render(<Icon name="mail" />);
    const svg = container.querySelector('svg')!;
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('rect')).not.toBeNull();
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

  it('lists every name of the sets once, and every set draws only names of the list', () => {
    const drawn = Object.values(iconSets).flatMap((set) => Object.keys(set));
    expect(new Set(drawn).size).toBe(drawn.length);
    expect([...drawn].sort()).toEqual([...iconNames].sort());
  });

  it('knows the chrome’s icons from the start and another set’s once a component registers it', () => {
    // Nothing in this file imports the logistics set's components: its names are unknown.
    const { container } = render(<Icon name="truck" />);
    expect(container.querySelector('svg')?.childElementCount).toBe(0);
    // Importing ValueCards registered the values' set, before anything rendered.
    const { container: value } = render(<Icon name="partnership" />);
    expect(value.querySelectorAll('svg path')).toHaveLength(3);
    render(
      <ValueCards items={[{ icon: 'quality', title: 'Kalite', text: 'Her partide aynı.' }]} />,
    );
    expect(screen.getByText('Kalite').closest('li')?.querySelector('svg circle')).not.toBeNull();
  });
});
