export { SectorGrid } from './SectorGrid';
export type { SectorGridItem, SectorGridProps } from './SectorGrid';
