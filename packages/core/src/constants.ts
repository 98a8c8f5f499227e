import { defaultLanguages, languageCodes } from './languages';
import type { Lang } from './types';

/**
 * The behaviour constants and limits of the spec (section 9) and the enquiry field limits (D3)
 * that every Defne group site shares: timings, sizes, storage keys, offer terms. No company
 * facts: those (founding year, statistics, catalogue counts, hours) stay with each site's content.
 */
export const siteConstants = {
  COUNTER_DURATION_MS: 2000,
  COUNTER_STAGGER_MS: [100, 300, 500, 700],
  COUNTER_VISIBILITY_THRESHOLD: 0.3,

  MAX_GALLERY_EXTRAS: 10,

  SUCCESS_MESSAGE_HIDE_MS: 5000,
  NOT_FOUND_REDIRECT_MS: 600,
  SCROLL_RESET_DELAY_MS: 10,
  HASH_SCROLL_DELAY_MS: 300,
  HEADER_SCROLL_THRESHOLD_PX: 10,
  SECTOR_MENU_CLOSE_DELAY_MS: 150,
  ZOOM_FACTOR: 2,
  TEXTAREA_ROWS: 6,
  FOOTER_SECTORS_SHOWN: 4,

  /**
   * Structured data: no price is shown; offers say "contact for price" (D5). The offers'
   * `priceValidUntil` and the footer's copyright year are each site's own (its config), never a
   * kit default that would go stale.
   */
  PRICE_CURRENCY: 'TRY',
  PRICE: '0.00',

  DEFAULT_LANGUAGE: defaultLanguages.default,
  /** The language for everyone else (`toLang`): the first after the default. */
  FALLBACK_LANGUAGE:
    languageCodes(defaultLanguages).find((c) => c !== defaultLanguages.default) ??
    defaultLanguages.default,
  THEME_STORAGE_KEY: 'theme',
  DARK_CLASS: 'dark',

  /** Enquiry form field limits (D3). */
  NAME_MAX_LENGTH: 100,
  COMPANY_MAX_LENGTH: 120,
  EMAIL_MAX_LENGTH: 254,
  PHONE_MAX_LENGTH: 30,
  MESSAGE_MAX_LENGTH: 5000,
  /** The same limits keyed by form field; the short form's `nameCompany` takes the company limit. */
  FIELD_MAX_LENGTH: {
    name: 100,
    company: 120,
    nameCompany: 120,
    email: 254,
    phone: 30,
    message: 5000,
  },
} as const satisfies {
  DEFAULT_LANGUAGE: Lang;
  FALLBACK_LANGUAGE: Lang;
  [key: string]: unknown;
};

export type SiteConstants = typeof siteConstants;
