/*
 * Defne Ambalaj's content, in the types of @defne/content (imported from its company-free
 * `core` entry). It lives in the app: one site reads it, so a package of its own would only add
 * a build step; the types keep it in the same shape as every other group site's content.
 */
export {
  catalog,
  categories,
  products,
  productKeys,
  GALLERY_EXTRAS,
  PRODUCT_IMAGE_SIZE,
} from './catalog';
export type { CategoryId, ImageFolder, ProductKey } from './catalog';
export { company, defaultVariables } from './company';
export { routes, pagePaths, type PageId } from './routes';
export { suppliers, type SupplierId } from './suppliers';
export type { Resources } from './locales/resources';
