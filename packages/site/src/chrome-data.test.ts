// The frame's data carries the company's facts, not what follows from them: the browser derives
// the links and the text variables with the build's own rules, or a site's own link stays.
import { addressLine, companyFacts, textVariables, type CompanyData } from '@defne/core';
import { describe, expect, it } from 'vitest';
import { chromeContacts, chromeData } from './chrome-data';
import { catalog, routes } from './chrome.fixture';

const data = {
  name: 'Defne Örnek',
  legalName: 'Defne Örnek Ambalaj A.Ş.',
  foundingYear: 2020,
  address: {
    street: 'Çiçek Sokak No: 1',
    district: 'Kadıköy',
    city: 'İstanbul',
    postalCode: '34710',
    country: 'TR',
    countryName: { tr: 'Türkiye', en: 'Türkiye' },
  },
  phone: '+90 216 000 00 00',
  whatsapp: '+90 532 000 00 00',
  email: 'info@ornek.example.com',
  businessHours: { days: 'Mo-Fr', opens: '09:00', closes: '18:00' },
  stats: [],
} satisfies CompanyData;

describe('chromeData().company', () => {
  it('gives back every contact the build derived, from the facts alone', () => {
    const company = companyFacts(data);
    const chrome = chromeData(routes, company, catalog.categories, '/en', 'en');
    expect(chrome.company.mapsUrl).toBeUndefined();
    expect(chromeContacts(chrome.company)).toMatchObject({
      name: company.name,
      email: company.email,
      emailHref: company.emailHref,
      phone: company.phone,
      phoneHref: company.phoneHref,
      whatsappHref: company.whatsappHref,
      // No LinkedIn in the company's data: no link.
      linkedin: '',
      mapsUrl: company.mapsUrl,
    });
    // The text variables and each language's address line, as the build makes them.
    expect(textVariables(chrome.company, 'tr')).toEqual(textVariables(company, 'tr'));
    expect(addressLine(chrome.company.address, 'en')).toBe(addressLine(company.address, 'en'));
  });

  it("keeps a site's own link that the kit's rule would not give", () => {
    const company = {
      ...companyFacts(data),
      mapsUrl: 'https://maps.example.com/place/defne-ornek',
    };
    const chrome = chromeData(routes, company, catalog.categories, '/', null);
    expect(chrome.company.mapsUrl).toBe(company.mapsUrl);
    expect(chromeContacts(chrome.company).mapsUrl).toBe(company.mapsUrl);
  });
});
