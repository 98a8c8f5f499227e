export { Hero } from './Hero';
export type { HeroImage, HeroProps } from './Hero';
