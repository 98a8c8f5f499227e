export { Icon, setIconSprite } from './Icon';
export type { IconName, IconProps, IconSource } from './Icon';
export { iconNames } from './names';
