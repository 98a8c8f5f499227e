export { TextSection } from './TextSection';
export type { TextSectionProps } from './TextSection';
