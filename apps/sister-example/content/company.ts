import { textVariables, type CompanyFacts, type Stat } from '@defne/content/core';

/* Every fact of Defne Ambalaj (fictional, D11): a real company replaces these values only. */

const phone = '+90 224 555 07 70';
const whatsapp = '+90 224 555 07 71';
const email = 'info@defneambalaj.example.com';
const street = 'Nilüfer OSB, Ihlamur Caddesi No: 27';
const district = 'Nilüfer';
const city = 'Bursa';
const postalCode = '16140';

const stats: readonly Stat[] = [
  { id: 'foundingYear', value: 2014, suffix: '' },
  { id: 'partners', value: 40, suffix: '+' },
  { id: 'customers', value: 350, suffix: '+' },
  { id: 'products', value: 120, suffix: '+' },
];

export const company: CompanyFacts = {
  name: 'Defne Ambalaj',
  legalName: 'Defne Ambalaj Sanayi ve Ticaret A.Ş.',
  foundingYear: 2014,
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
  linkedin: 'https://www.linkedin.com/company/defne-ambalaj-example',
  mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${street}, ${postalCode} ${district}/${city}`,
  )}`,
  businessHours: { days: 'Mo-Sa', opens: '08:30', closes: '17:30' },
  stats,
};

/** `{{company}}`, `{{legalName}}`, `{{foundingYear}}`, `{{email}}`, `{{address}}` of the texts. */
export const defaultVariables = textVariables(company);
