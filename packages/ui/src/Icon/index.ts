export { Icon } from './Icon';
export type { IconName, IconProps } from './Icon';
export { iconNames } from './paths';
