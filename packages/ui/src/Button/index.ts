export { Button, ButtonLink } from './Button';
export type { ButtonLinkProps, ButtonProps } from './Button';
