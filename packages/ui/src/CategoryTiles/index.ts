export { CategoryTiles } from './CategoryTiles';
export type { CategoryTile, CategoryTilesProps } from './CategoryTiles';
