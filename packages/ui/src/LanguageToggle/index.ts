export { LanguageToggle } from './LanguageToggle';
export type { LanguageOption, LanguageToggleProps } from './LanguageToggle';
