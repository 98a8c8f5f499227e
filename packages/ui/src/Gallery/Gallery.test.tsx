// The gallery a product modal and a product page share: thumbnails, wrapping steps, the counter,
// the keys and click-to-zoom, rendered on the server and hydrated as a site does.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { Gallery, type GalleryImage } from './index';

const labels = { previous: 'Önceki görsel', next: 'Sonraki görsel', zoom: 'Yakınlaştır' };

const photos = (n: number): GalleryImage[] =>
  Array.from({ length: n }, (_, i) => ({
    src: `/media/products/needleFelt/${i + 1}.webp`,
    srcSet: `/media/products/needleFelt/${i + 1}-480w.webp 480w, /media/products/needleFelt/${i + 1}.webp 960w`,
    sizes: '(min-width: 56rem) 48rem, 100vw',
    width: 960,
    height: 720,
    alt: `İğneli keçe – ${i + 1}`,
  }));

const shown = () => screen.getByRole('button', { name: /Yakınlaştır/ }).querySelector('img')!;
const counter = () => screen.getByText(/^\d+ \/ \d+$/);

describe('Gallery', () => {
  it('shows every picture as a thumbnail in one list, the shown one marked', () => {
    render(<Gallery images={photos(4)} labels={labels} />);
    const thumbs = within(screen.getByRole('list')).getAllByRole('button');
    expect(thumbs.map((t) => t.getAttribute('aria-label'))).toEqual([
      'İğneli keçe – 1',
      'İğneli keçe – 2',
      'İğneli keçe – 3',
      'İğneli keçe – 4',
    ]);
    expect(thumbs.map((t) => t.getAttribute('aria-current'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    // A thumbnail's picture is decoration (its button is named) and asks for a small candidate.
    const img = thumbs[1]!.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('sizes')).toBe('4.5rem');
    expect(shown().getAttribute('alt')).toBe('İğneli keçe – 1');
  });

  it('wraps around with previous and next and announces n / total', () => {
    render(<Gallery images={photos(4)} labels={labels} />);
    expect(counter().textContent).toBe('1 / 4');
    expect(counter().getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Önceki görsel' }));
    expect(counter().textContent).toBe('4 / 4');
    expect(shown().getAttribute('alt')).toBe('İğneli keçe – 4');
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki görsel' }));
    expect(counter().textContent).toBe('1 / 4');
    fireEvent.click(screen.getByRole('button', { name: 'İğneli keçe – 3' }));
    expect(counter().textContent).toBe('3 / 4');
    expect(shown().getAttribute('alt')).toBe('İğneli keçe – 3');
    expect(
      screen.getByRole('button', { name: 'İğneli keçe – 3' }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('steps with the arrow keys, and Home and End on the thumbnails', () => {
    render(
      <Gallery
        images={photos(4)}
        labels={{ ...labels, counter: (n, total) => `Görsel ${n} / ${total}` }}
      />,
    );
    const status = screen.getByText(/^Görsel/);
    // From the focused thumbnail, the focus going along.
    const third = screen.getByRole('button', { name: 'İğneli keçe – 3' });
    fireEvent.keyDown(third, { key: 'ArrowRight' });
    expect(status.textContent).toBe('Görsel 4 / 4');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'İğneli keçe – 4' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(status.textContent).toBe('Görsel 1 / 4');
    fireEvent.keyDown(third, { key: 'ArrowLeft' });
    expect(status.textContent).toBe('Görsel 2 / 4');
    fireEvent.keyDown(third, { key: 'End' });
    expect(status.textContent).toBe('Görsel 4 / 4');
    fireEvent.keyDown(third, { key: 'Home' });
    expect(status.textContent).toBe('Görsel 1 / 4');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'İğneli keçe – 1' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Sonraki görsel' }), {
      key: 'ArrowLeft',
    });
    expect(status.textContent).toBe('Görsel 4 / 4');
    fireEvent.keyDown(screen.getByRole('button', { name: /Yakınlaştır/ }), { key: 'ArrowRight' });
    expect(status.textContent).toBe('Görsel 1 / 4');
  });

  it('zooms the shown picture 2x on a click, pans it with the arrows, and a step resets it', () => {
    render(<Gallery images={photos(4)} labels={labels} />);
    const stage = screen.getByRole('button', { name: /Yakınlaştır/ });
    fireEvent.click(stage);
    expect(stage.getAttribute('aria-pressed')).toBe('true');
    expect(shown().style.transform).toBe('scale(2)');
    fireEvent.keyDown(stage, { key: 'ArrowDown' });
    expect(shown().style.transformOrigin).toBe('50% 60%');
    // Zoomed in, the arrows pan: the picture stays the same.
    expect(counter().textContent).toBe('1 / 4');
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki görsel' }));
    expect(stage.getAttribute('aria-pressed')).toBe('false');
    expect(shown().style.transform).toBe('');
  });

  it('with one picture shows it alone: no thumbnails, steps or counter', () => {
    render(<Gallery images={photos(1)} labels={labels} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sonraki görsel' })).toBeNull();
    expect(screen.queryByText(/\d+ \/ \d+/)).toBeNull();
    expect(shown().getAttribute('alt')).toBe('İğneli keçe – 1');
  });

  it('loads a page’s main picture at once and with high priority, the rest lazily', () => {
    const { rerender } = render(<Gallery images={photos(3)} labels={labels} priority />);
    expect(shown().getAttribute('loading')).toBe('eager');
    expect(shown().getAttribute('fetchpriority')).toBe('high');
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki görsel' }));
    expect(shown().getAttribute('loading')).toBe('lazy');
    rerender(<Gallery images={photos(3)} labels={labels} />);
    expect(shown().getAttribute('fetchpriority')).toBeNull();
  });

  it('starts again at the first picture when it is given other pictures', () => {
    const { rerender } = render(<Gallery images={photos(4)} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'İğneli keçe – 4' }));
    expect(counter().textContent).toBe('4 / 4');
    rerender(<Gallery images={photos(2)} labels={labels} />);
    expect(counter().textContent).toBe('1 / 2');
  });

  it('hydrates its server HTML without a mismatch and works after', async () => {
    const images = photos(4);
    const html = renderToString(<Gallery images={images} labels={labels} priority />);
    expect(html).toContain('1 / 4');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const before = host.querySelector('img');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(host, <Gallery images={images} labels={labels} priority />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    // The server's picture element is kept, not replaced.
    expect(host.querySelector('img')).toBe(before);
    fireEvent.click(within(host).getByRole('button', { name: 'Sonraki görsel' }));
    expect(within(host).getByText('2 / 4')).toBeTruthy();
    host.remove();
  });

  it('has no axe violations (names, roles, states)', async () => {
    const { container } = render(<Gallery images={photos(4)} labels={labels} />);
    // Contrast needs real layout: the Storybook tests check it in Chromium.
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
