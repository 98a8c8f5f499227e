import type { CompanyFacts, Lang, Localized, PostalAddress, Stat } from './types';
import type { CountryCode } from './country';
import { defaultLanguages } from './languages';

/** An address on one line, e.g. for the footer and the location block. */
export function addressLine(address: PostalAddress, lang: Lang): string {
  return `${address.street}, ${address.postalCode} ${address.district}/${address.city}, ${address.countryName[lang] ?? ''}`;
}

/** The placeholder values every text may use: `{{company}}`, `{{legalName}}`, `{{foundingYear}}`, `{{email}}`, `{{address}}`. */
export type TextVariables = {
  company: string;
  legalName: string;
  foundingYear: string;
  email: string;
  address: string;
};

/**
 * Values the texts interpolate wherever they are used, from a company's facts: pass as i18next's
 * `interpolation.defaultVariables` (and type them in `CustomTypeOptions.defaultVariables`).
 */
export function textVariables(
  company: Pick<CompanyFacts, 'name' | 'legalName' | 'foundingYear' | 'email' | 'address'>,
  lang: Lang = defaultLanguages.default,
): TextVariables {
  return {
    company: company.name,
    legalName: company.legalName,
    foundingYear: String(company.foundingYear),
    email: company.email,
    address: addressLine(company.address, lang),
  };
}

/**
 * A company's facts as its `company.json` holds them (read-only, as generated): the values a
 * person edits, without the links derived from them.
 */
export interface CompanyData {
  readonly name: string;
  readonly legalName: string;
  readonly foundingYear: number;
  readonly address: Readonly<Omit<PostalAddress, 'country' | 'countryName'>> & {
    readonly country: string;
    readonly countryName: Readonly<Localized>;
  };
  readonly phone: string;
  /** None: no WhatsApp link anywhere on the site. */
  readonly whatsapp?: string;
  readonly email: string;
  /** None: no LinkedIn link anywhere on the site. */
  readonly linkedin?: string;
  readonly businessHours: {
    readonly days: string;
    readonly opens: string;
    readonly closes: string;
  };
  readonly stats: readonly {
    readonly id: string;
    readonly value: number;
    readonly suffix: string;
  }[];
}

/**
 * A company's facts from its `company.json` (`companyData` of the generated content), with the
 * links derived from them: `tel:`, WhatsApp, `mailto:` and the maps search for the address.
 * `S` is the ids of its statistics.
 */
export function companyFacts<S extends string>(data: CompanyData): CompanyFacts<S> {
  const { phone, whatsapp, email } = data;
  const { street, district, city, postalCode } = data.address;
  return {
    name: data.name,
    legalName: data.legalName,
    foundingYear: data.foundingYear,
    address: {
      ...data.address,
      country: data.address.country as CountryCode,
      countryName: { ...data.address.countryName },
    },
    phone,
    phoneHref: `tel:${phone.replace(/\s/g, '')}`,
    // A company without WhatsApp or LinkedIn has them empty: the frame then shows no link.
    whatsapp: whatsapp ?? '',
    whatsappHref: whatsapp ? `https://wa.me/${whatsapp.replace(/[\s+]/g, '')}` : '',
    email,
    emailHref: `mailto:${email}`,
    linkedin: data.linkedin ?? '',
    mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
      `${street}, ${postalCode} ${district}/${city}`,
    )}`,
    businessHours: { ...data.businessHours },
    stats: data.stats.map((s): Stat<S> => ({ id: s.id as S, value: s.value, suffix: s.suffix })),
  };
}
