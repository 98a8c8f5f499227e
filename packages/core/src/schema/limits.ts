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
  PROPERTY_LABEL_MAX: 60,
  PROPERTY_VALUE_MAX: 120,
  PROPERTY_UNIT_MAX: 20,
  PROPERTIES_MAX: 30,
  PRODUCT_APPLICATIONS_MAX: 600,
  PRODUCT_PACKAGING_MAX: 300,
  DOCUMENTS_MAX: 20,
  /**
   * A product document's largest size (10 MB). A data sheet or safety data sheet is typically
   * 0.1–2 MB; 10 MB leaves room for a scanned certificate while refusing an unoptimised scan or
   * print brochure, which a buyer on a phone (1.6 Mbit/s) would wait almost a minute for, and which
   * would weigh on the content repository every published version keeps.
   */
  DOCUMENT_MAX_BYTES: 10 * 1024 * 1024,
} as const;

/** The width a source photo needs for the largest product rendition. */
export const PHOTO_MIN_WIDTH = contentLimits.PHOTO_MIN_WIDTH;

/** The photo file types the picture step reads. */
export const photoExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const;

export { quoteUnits } from '../quote.ts';

/** The kinds of product documents, in the order a product page lists them. */
export const documentKinds = [
  'technicalDataSheet',
  'safetyDataSheet',
  'certificate',
  'brochure',
] as const;
