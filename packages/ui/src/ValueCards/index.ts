export { ValueCards } from './ValueCards';
export type { ValueCard, ValueCardsProps } from './ValueCards';
