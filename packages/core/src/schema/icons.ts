// The kit's icon set, by name: a sector's icon is one of these or one of the site's own glyphs.
// The list is the sprite's own (`iconNames` of @defne/ui, its data-only entry), read when this
// package is built: tsup bundles it into dist, so @defne/core needs no React and no @defne/ui
// at run time, and a name the sprite gains or loses reaches the check with the next build.
import { iconNames } from '@defne/ui/icon-names';

/** The names of the kit's icons, in the sprite's order. */
export const kitIconNames: readonly string[] = iconNames;
