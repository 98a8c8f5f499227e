export { ThemeToggle } from './ThemeToggle';
export type { Theme, ThemeToggleProps } from './ThemeToggle';
