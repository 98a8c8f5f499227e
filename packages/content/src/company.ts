import { companyData } from './generated/content';
import { addressLine, textVariables } from './kit/company';
import type { CountryCode } from './kit/country';
import type { CompanyFacts, Stat, StatId } from './types';

/*
 * The company's facts come from `data/company.json` (fictional values, D11): a real company
 * replaces that file and nothing else. Links are derived from them here.
 */
const { phone, whatsapp, email } = companyData;
const { street, district, city, postalCode } = companyData.address;

const stats: readonly Stat[] = companyData.stats.map((s) => ({
  id: s.id as StatId,
  value: s.value,
  suffix: s.suffix,
}));

export const company: CompanyFacts = {
  name: companyData.name,
  legalName: companyData.legalName,
  foundingYear: companyData.foundingYear,
  address: {
    ...companyData.address,
    country: companyData.address.country as CountryCode,
    countryName: { ...companyData.address.countryName },
  },
  phone,
  phoneHref: `tel:${phone.replace(/\s/g, '')}`,
  whatsapp,
  whatsappHref: `https://wa.me/${whatsapp.replace(/[\s+]/g, '')}`,
  email,
  emailHref: `mailto:${email}`,
  linkedin: companyData.linkedin,
  mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${street}, ${postalCode} ${district}/${city}`,
  )}`,
  businessHours: { ...companyData.businessHours },
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
