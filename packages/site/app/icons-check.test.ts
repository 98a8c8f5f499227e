// The build stops on a sector whose icon the page could not draw (issue: "droplet" passed every
// check and the home page pointed at a symbol the sprite does not have).
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { checkSectorIcons } from './icons-check';

const sector = (id: string, icon: string) => ({
  id,
  icon,
  imageFolder: id,
  slug: { tr: id, en: id },
  itemCount: 1,
});
const catalogOf = (...categories: ReturnType<typeof sector>[]) =>
  ({ categories }) as unknown as Parameters<typeof checkSectorIcons>[0]['catalog'];

describe("a sector's icon at build time", () => {
  it('passes a name of the kit’s sprite and a glyph of the site’s own', () => {
    const crate = createElement('path', { d: 'M4 13h7v7H4z' });
    expect(() =>
      checkSectorIcons({
        catalog: catalogOf(sector('filters', 'filter'), sector('boxes', 'crate')),
        sectorIcons: { crate },
      }),
    ).not.toThrow();
  });

  it('stops naming the sector file, its icon and the names the site has', () => {
    expect(() =>
      checkSectorIcons({
        catalog: catalogOf(sector('filters', 'filter'), sector('water', 'droplet')),
        sectorIcons: {},
      }),
    ).toThrow(
      /sectorIcons, none\):\n {2}- content\/data\/sectors\/water\.json: "droplet"\nThe kit's icons: mail, phone, /,
    );
  });
});
