import { describe, expect, it } from 'vitest';
import { mediaManifest } from '../media/manifest.generated';

// Kuzeyhan's generated manifest (the kit's `defne-site media` over this site's photos and
// drawings): what the kit's look-ups will find in it. The look-ups themselves are the kit's tests
// (packages/site/app/media).
describe('the generated manifest', () => {
  it('has every product of the catalogue under its key, with at most 10 extras in order', async () => {
    const { products } = await import('@defne/content');
    const entries = Object.values(mediaManifest.products);
    for (const p of products) {
      const entry = entries.find((e) => e.key === p.key);
      expect(entry, p.key).toBeDefined();
      expect(entry!.extras.length).toBeLessThanOrEqual(10);
      [entry!.main, ...entry!.extras].forEach((g, i) =>
        expect(g.src).toBe(`/media/products/${p.key}/${i + 1}.webp`),
      );
    }
    expect(entries).toHaveLength(products.length);
  });

  it('has a logo for every supplier and a hero within the LCP budget shape', async () => {
    const { suppliers } = await import('@defne/content');
    const logos: Record<string, { src: string } | undefined> = mediaManifest.suppliers;
    for (const s of suppliers) expect(logos[s.id]?.src).toBe(s.logo);
    const hero = mediaManifest.hero!;
    expect(hero.width).toBeGreaterThanOrEqual(1600);
    // The generated set has AVIF: the hero's first <source>, which its preload names, is AVIF.
    expect(mediaManifest.avif).toBe(true);
    expect(hero.sources[0]?.type).toBe('image/avif');
    expect(hero.sources[0]?.srcSet).toMatch(/\.avif \d+w/);
  });
});
