import { companyData } from './generated/content';
import { siteConstants } from '@defne/core';
import type { Lang } from './types';

function stat(id: string): number {
  return companyData.stats.find((s) => s.id === id)?.value ?? 0;
}

/**
 * Every business constant and limit of the spec (section 9) plus the enquiry field limits (D3),
 * in one place (D11): the group-wide `siteConstants` and this site's own facts, read from
 * `data/company.json` (fictional contact values, D11).
 */
export const constants = {
  ...siteConstants,

  FOUNDING_YEAR: companyData.foundingYear,
  STAT_PARTNERS: stat('partners'),
  STAT_CUSTOMERS: stat('customers'),
  STAT_PRODUCTS: stat('products'),

  /** Cable (1 item) appears in the texts only; the catalogue's counts come from its data files. */
  CABLE_ITEM_COUNT: 1,

  BUSINESS_HOURS: companyData.businessHours,

  /**
   * The spec's copyright year (section 9): this site's config passes it. The spec's offer validity
   * (2025-12-31) is gone: a published date may never be in the past (D23), and the offers carry
   * none.
   */
  COPYRIGHT_YEAR: 2025,
} as const satisfies {
  DEFAULT_LANGUAGE: Lang;
  FALLBACK_LANGUAGE: Lang;
  [key: string]: unknown;
};

export type Constants = typeof constants;
