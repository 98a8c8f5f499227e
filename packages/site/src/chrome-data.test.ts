// The frame's data carries the company's facts, not what follows from them: the browser derives
// the links and the text variables with the build's own rules, or a site's own link stays.
import { addressLine, companyFacts, textVariables } from '@defne/core';
import { describe, expect, it } from 'vitest';
import { chromeContacts, chromeData } from './chrome-data';
import { catalog, companyData as data, routes } from './chrome.fixture';

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
