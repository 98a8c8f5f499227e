import { siteConstants } from './kit/constants';
import type { Lang } from './types';

/**
 * Every business constant and limit of the spec (section 9) plus the enquiry field limits (D3),
 * in one place (D11): the group-wide `siteConstants` and this site's own facts. Company contact
 * values are fictional and live in `company.ts`.
 */
export const constants = {
  ...siteConstants,

  FOUNDING_YEAR: 2009,
  STAT_PARTNERS: 100,
  STAT_CUSTOMERS: 500,
  STAT_PRODUCTS: 1000,

  /** Category item counts of the catalogue; cable (1) appears in the texts only. */
  CATEGORY_ITEM_COUNTS: {
    filtration: 13,
    wireAndNails: 5,
    paintInkPlastic: 2,
    dentalSupplies: 4,
    shoeSolesAndMachines: 2,
    decoration: 2,
  },
  CABLE_ITEM_COUNT: 1,

  BUSINESS_HOURS: { days: 'Mo-Fr', opens: '09:00', closes: '18:00' },
} as const satisfies {
  DEFAULT_LANGUAGE: Lang;
  FALLBACK_LANGUAGE: Lang;
  [key: string]: unknown;
};

export type Constants = typeof constants;
