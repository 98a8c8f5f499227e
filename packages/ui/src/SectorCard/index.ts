export { SectorCard } from './SectorCard';
export type { SectorCardProps } from './SectorCard';
