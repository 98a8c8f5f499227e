export { LocationBlock } from './LocationBlock';
export type { LocationBlockProps, LocationDetail, StaticMapImage } from './LocationBlock';
