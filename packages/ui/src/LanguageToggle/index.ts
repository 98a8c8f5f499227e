export { LanguageToggle } from './LanguageToggle';
export { LanguageMenu } from './LanguageMenu';
export type { LanguageOption, LanguageToggleProps } from './LanguageToggle';
