/**
 * Limits of the content files, in one place: the schema, the validation, the editor and the
 * picture step (`apps/web/media`) all read them from here.
 */
export const contentLimits = {
  /** Product pictures render up to this width (px): a source photo narrower than it is too small. */
  PHOTO_MIN_WIDTH: 960,
  PRODUCT_NAME_MAX: 80,
  PRODUCT_DESCRIPTION_MAX: 600,
  SECTOR_TITLE_MAX: 60,
  SECTOR_DESCRIPTION_MAX: 300,
  SECTOR_BADGE_MAX: 30,
  SUPPLIER_NAME_MAX: 80,
  SUPPLIER_KIND_MAX: 60,
  SUPPLIER_BLURB_MAX: 300,
  PAGE_TEXT_MAX: 2000,
  SLUG_MAX: 80,
} as const;

/** The width a source photo needs for the largest product rendition. */
export const PHOTO_MIN_WIDTH = contentLimits.PHOTO_MIN_WIDTH;

/** The photo file types the picture step reads. */
export const photoExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const;
