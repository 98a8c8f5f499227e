export { Icon } from './Icon';
export type { IconName, IconProps, IconSource } from './Icon';
export { iconNames } from './paths';
