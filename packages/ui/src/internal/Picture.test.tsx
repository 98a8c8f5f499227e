// The image components render a <picture> with format sources when given, a plain <img> otherwise.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero } from '../Hero';
import { ProductCard } from '../ProductCard';
import { Picture } from './Picture';

const webp = '/media/a-480w.webp 480w, /media/a.webp 960w';
const avif = '/media/a-480w.avif 480w, /media/a.avif 960w';
const sources = [
  { type: 'image/avif', srcSet: avif },
  { type: 'image/webp', srcSet: webp },
];

describe('Picture', () => {
  it('wraps the image in a <picture> whose sources share its sizes, best format first', () => {
    const { container } = render(
      <Picture sources={sources} src="/media/a.webp" srcSet={webp} sizes="50vw" width={960} height={720} alt="Filtre" />,
    );
    const picture = container.querySelector('picture')!;
    const found = [...picture.querySelectorAll('source')].map((s) => [
      s.getAttribute('type'),
      s.getAttribute('srcset'),
      s.getAttribute('sizes'),
    ]);
    expect(found).toEqual([
      ['image/avif', avif, '50vw'],
      ['image/webp', webp, '50vw'],
    ]);
    const img = picture.lastElementChild as HTMLImageElement;
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('srcset')).toBe(webp);
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('width')).toBe('960');
    expect(img.alt).toBe('Filtre');
  });

  it('renders a plain <img> without sources', () => {
    const { container } = render(<Picture src="/media/a.webp" alt="" sources={[]} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/a.webp');
  });

  it('is used by the image components', () => {
    const image = { src: '/media/a.webp', srcSet: webp, sizes: '100vw', width: 960, height: 720, sources };
    const hero = render(<Hero title="Başlık" cta={{ href: "/sektorler", label: "Sektörler" }} image={{ ...image, alt: '', fetchPriority: 'high' }} />);
    expect(hero.container.querySelectorAll('picture source')).toHaveLength(2);
    expect(hero.container.querySelector('picture img')?.getAttribute('fetchpriority')).toBe('high');
    const card = render(<ProductCard title="Mikroglas kâğıt" image={{ ...image, alt: "" }} />);
    expect(card.container.querySelectorAll('picture source')).toHaveLength(2);
    expect(card.container.querySelector('picture img')?.getAttribute('loading')).toBe('lazy');
  });
});
