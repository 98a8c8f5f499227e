import { textVariables, type CompanyFacts, type Stat } from '@defne/content/core';

import { companyData } from './generated/content';

/* Every fact of Defne Ambalaj (fictional, D11) comes from `data/company.json`; links are derived here. */
const { phone, whatsapp, email } = companyData;
const { street, district, city, postalCode } = companyData.address;

const stats: readonly Stat[] = companyData.stats.map((s) => ({
  id: s.id as Stat['id'],
  value: s.value,
  suffix: s.suffix,
}));

export const company: CompanyFacts = {
  name: companyData.name,
  legalName: companyData.legalName,
  foundingYear: companyData.foundingYear,
  address: {
    ...companyData.address,
    country: companyData.address.country as CompanyFacts['address']['country'],
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

/** `{{company}}`, `{{legalName}}`, `{{foundingYear}}`, `{{email}}`, `{{address}}` of the texts. */
export const defaultVariables = textVariables(company);
