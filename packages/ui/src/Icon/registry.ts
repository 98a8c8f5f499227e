import type { ReactElement } from 'react';
import { chromeIconSet } from './sets/chrome';
import type { galleryIconSet } from './sets/gallery';
import type { logisticsIconSet } from './sets/logistics';
import type { markIconSet } from './sets/marks';
import type { sectorIconSet } from './sets/sectors';
import type { valueIconSet } from './sets/values';

/** The name of an icon of the kit's set (24×24 line icons drawn in `currentColor`). */
export type IconName =
  | keyof typeof chromeIconSet
  | keyof typeof sectorIconSet
  | keyof typeof valueIconSet
  | keyof typeof logisticsIconSet
  | keyof typeof galleryIconSet
  | keyof typeof markIconSet;

/** Named icons to register together: one of the kit's sets, or a few of them picked by name. */
export type IconSet = Partial<Record<IconName, ReactElement>>;

/*
 * The named icons `Icon` can draw. Only the chrome's set is here from the start: every page draws
 * it. The other sets are registered by the components that draw them, at their module's top level,
 * so an icon is known before anything renders it, on the server and in the first client render
 * alike, and a page's files carry only the sets of the components it shows.
 */
const registered: IconSet = { ...chromeIconSet };

/**
 * Makes named icons drawable by name (`<Icon name="quality" />`). The kit's components register
 * the sets they draw themselves; call this at the top level of your own module (not in a render
 * or an effect) for a name you draw outside them, so the server and the browser agree.
 */
export function registerIcons(...sets: IconSet[]): void {
  for (const set of sets) Object.assign(registered, set);
}

/** The registered drawing of a name, if any. */
export function registeredIcon(name: IconName): ReactElement | undefined {
  return registered[name];
}
