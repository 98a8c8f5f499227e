export { ServiceBlocks } from './ServiceBlocks';
export type { ServiceBlock, ServiceBlocksProps } from './ServiceBlocks';
