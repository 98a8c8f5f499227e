// Every sector's icon must be drawable: a name of the kit's sprite or a glyph of the site's own
// (`sectorIcons`). The content check (`defne-content --icons`) refuses other names first; this is
// the same rule from the config itself, so a name given to the check but never drawn stops here.
import { iconNames } from '@defne/ui/icon-names';
import type { ResolvedSite } from '@defne/site/config';

/** Throws, naming each sector whose icon neither the kit's set nor the site's glyphs have. */
export function checkSectorIcons(site: Pick<ResolvedSite, 'catalog' | 'sectorIcons'>): void {
  const own = Object.keys(site.sectorIcons);
  const known = new Set<string>([...iconNames, ...own]);
  const unknown = site.catalog.categories.filter((c) => !known.has(c.icon));
  if (unknown.length === 0) return;
  throw new Error(
    `A sector's icon is neither one of the kit's nor one of the site's own (the config's sectorIcons${
      own.length ? `: ${own.join(', ')}` : ', none'
    }):\n${unknown
      .map((c) => `  - content/data/sectors/${c.id}.json: "${c.icon}"`)
      .join('\n')}\nThe kit's icons: ${iconNames.join(', ')}`,
  );
}
