import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  countryCodes,
  isCountryCode,
  textVariables,
  type CompanyFacts,
  type CountryCode,
  type Stat,
} from '@defne/core';
import { company } from './company';
import type { Stat as KuzeyhanStat } from './types';

// A sister company abroad, with statistics of its own: none of its ids is one of Kuzeyhan's.
type SisterStat = 'employees' | 'countries' | 'warehouses';
const sister: CompanyFacts<SisterStat> = {
  name: 'Defne Verpakking',
  legalName: 'Defne Verpakking B.V.',
  foundingYear: 2019,
  address: {
    street: 'Voorbeeldstraat 8',
    district: 'Kralingen',
    city: 'Rotterdam',
    postalCode: '3063 AB',
    country: 'NL',
    countryName: { tr: 'Hollanda', en: 'Netherlands' },
  },
  phone: '+31 10 555 0200',
  phoneHref: 'tel:+31105550200',
  whatsapp: '',
  whatsappHref: '',
  email: 'info@verpakking.example.com',
  emailHref: 'mailto:info@verpakking.example.com',
  linkedin: '',
  mapsUrl: '',
  businessHours: { days: 'Mo-Fr', opens: '08:30', closes: '17:30' },
  stats: [
    { id: 'employees', value: 35, suffix: '' },
    { id: 'countries', value: 9, suffix: '+' },
    { id: 'warehouses', value: 3, suffix: '' },
  ],
};

describe('open types for a sister company', () => {
  it('takes its own statistics ids and suffixes, and keeps Kuzeyhan’s ids checked in its own content', () => {
    expectTypeOf(sister.stats[0]!.id).toEqualTypeOf<SisterStat>();
    // The kit's own type knows no company's ids; Kuzeyhan's content narrows it to its four.
    expectTypeOf<Stat['id']>().toEqualTypeOf<string>();
    expectTypeOf<KuzeyhanStat['id']>().toEqualTypeOf<
      'foundingYear' | 'partners' | 'customers' | 'products'
    >();
    // @ts-expect-error a Kuzeyhan statistic list refuses an id it does not have
    const wrong: KuzeyhanStat = { id: 'employees', value: 1, suffix: '' };
    expect(wrong.id).toBe('employees');
    // Any company's facts fit the widened type that readers such as @defne/seo take.
    const readers: CompanyFacts<string>[] = [sister, company];
    expect(readers.map((c) => c.stats.length)).toEqual([3, 4]);
    expect(textVariables(sister, 'en').address).toBe(
      'Voorbeeldstraat 8, 3063 AB Kralingen/Rotterdam, Netherlands',
    );
  });

  it('takes any assigned ISO 3166-1 alpha-2 country and refuses anything else', () => {
    expectTypeOf(sister.address.country).toEqualTypeOf<CountryCode>();
    const az: CountryCode = 'AZ';
    // @ts-expect-error not a country code (Türkiye is TR)
    const typo: CountryCode = 'TU';
    // @ts-expect-error codes are upper case
    const lower: CountryCode = 'tr';
    expect([az, typo, lower].map(isCountryCode)).toEqual([true, false, false]);
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    expect(countryCodes.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(isCountryCode(company.address.country)).toBe(true);
  });

  it('lists the same codes as the system’s ISO 3166 table when there is one', () => {
    const table = '/usr/share/zoneinfo/iso3166.tab';
    if (!existsSync(table)) return;
    const codes = readFileSync(table, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z]{2}\t/.test(line))
      .map((line) => line.slice(0, 2));
    expect([...countryCodes]).toEqual(codes);
  });
});
