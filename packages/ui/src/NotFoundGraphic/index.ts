export { NotFoundGraphic } from './NotFoundGraphic';
export type { NotFoundGraphicProps } from './NotFoundGraphic';
