// The kit's components import the icon's files themselves ('../Icon/Icon', '../Icon/sets/…'), not
// this index: the package's bundler splits by file, and a component reaching this index would
// reach every set, putting all drawings in the one chunk each page shares.
export { Icon } from './Icon';
export type { IconName, IconProps, IconSource } from './Icon';
export { iconNames } from './names';
export { registerIcons, type IconSet } from './registry';
export {
  chromeIconSet,
  galleryIconSet,
  iconSets,
  logisticsIconSet,
  markIconSet,
  sectorIconSet,
  valueIconSet,
} from './sets';
