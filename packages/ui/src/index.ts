export * from './Button';
export * from './Header';
export * from './Icon';
export * from './LanguageToggle';
export * from './Section';
export * from './SkipLink';
export * from './ThemeToggle';
export type { LinkComponent, LinkComponentProps, LinkItem } from './internal/link';
