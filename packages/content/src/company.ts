import { constants } from './constants';
import { addressLine, textVariables } from './kit/company';
import type { CompanyFacts, Stat } from './types';

/*
 * Every fictional company fact of the site lives in this file (D11): a real company replaces
 * these values and nothing else. The spec's own values (founding year, statistics, business
 * hours) come from `constants.ts`.
 */

const phone = '+90 212 555 01 23';
const whatsapp = '+90 212 555 01 24';
const email = 'info@kuzeyhankimya.example.com';

const street = 'İkitelli OSB Mah. Marmara Sanayi Sitesi, M Blok No: 14';
const district = 'Başakşehir';
const city = 'İstanbul';
const postalCode = '34490';

const stats: readonly Stat[] = [
  { id: 'foundingYear', value: constants.FOUNDING_YEAR, suffix: '' },
  { id: 'partners', value: constants.STAT_PARTNERS, suffix: '+' },
  { id: 'customers', value: constants.STAT_CUSTOMERS, suffix: '+' },
  { id: 'products', value: constants.STAT_PRODUCTS, suffix: '+' },
];

export const company: CompanyFacts = {
  name: 'Kuzeyhan Kimya',
  legalName: 'Kuzeyhan Kimya ve Endüstriyel Malzemeler San. Tic. Ltd. Şti.',
  foundingYear: constants.FOUNDING_YEAR,
  address: {
    street,
    district,
    city,
    postalCode,
    country: 'TR',
    countryName: { tr: 'Türkiye', en: 'Türkiye' },
  },
  phone,
  phoneHref: `tel:${phone.replace(/\s/g, '')}`,
  whatsapp,
  whatsappHref: `https://wa.me/${whatsapp.replace(/[\s+]/g, '')}`,
  email,
  emailHref: `mailto:${email}`,
  linkedin: 'https://www.linkedin.com/company/kuzeyhan-kimya-example',
  mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${street}, ${postalCode} ${district}/${city}`,
  )}`,
  businessHours: constants.BUSINESS_HOURS,
  stats,
};

/** The address on one line, e.g. for the footer and the location block. */
export function formatAddress(lang: 'tr' | 'en'): string {
  return addressLine(company.address, lang);
}

/**
 * Values the texts interpolate wherever they are used: pass as i18next's
 * `interpolation.defaultVariables` (and type them in `CustomTypeOptions.defaultVariables`).
 */
export const defaultVariables = textVariables(company);

export type DefaultVariables = typeof defaultVariables;
