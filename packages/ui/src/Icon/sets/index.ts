import { chromeIconSet } from './chrome';
import { galleryIconSet } from './gallery';
import { logisticsIconSet } from './logistics';
import { markIconSet } from './marks';
import { sectorIconSet } from './sectors';
import { valueIconSet } from './values';

export {
  chromeIconSet,
  galleryIconSet,
  logisticsIconSet,
  markIconSet,
  sectorIconSet,
  valueIconSet,
};

/**
 * Every set of the kit by group, for a page or a tool that may draw any name (the docs' gallery,
 * a site's picker): `registerIcons(...Object.values(iconSets))`. Importing it brings every drawing.
 */
export const iconSets = {
  chrome: chromeIconSet,
  marks: markIconSet,
  gallery: galleryIconSet,
  sectors: sectorIconSet,
  values: valueIconSet,
  logistics: logisticsIconSet,
};
