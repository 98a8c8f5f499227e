import type { CompanyFacts, Lang, Localized, PostalAddress, Stat } from './types';
import type { CountryCode } from './country';
import { defaultLanguages } from './languages';

/** The parts of an address that its line and its maps search are made of. */
export type AddressParts = Pick<PostalAddress, 'street' | 'district' | 'city' | 'postalCode'>;

/** An address on one line, e.g. for the footer and the location block. */
export function addressLine(
  address: AddressParts & Pick<PostalAddress, 'countryName'>,
  lang: Lang,
): string {
  return `${address.street}, ${address.postalCode} ${address.district}/${address.city}, ${address.countryName[lang] ?? ''}`;
}

// The links derived from a company's facts: `companyFacts` makes them at build time and the
// site's frame again in the browser, which gets only the facts (its loader data stays small).

/** The `tel:` link of a phone number as shown (`+90 216 000 00 00`). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`;
}

/** The `mailto:` link of an e-mail address. */
export function emailHref(email: string): string {
  return `mailto:${email}`;
}

/** The maps search for an address (a link, never an embedded map: D6). */
export function mapsUrl(address: AddressParts): string {
  const { street, district, city, postalCode } = address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${street}, ${postalCode} ${district}/${city}`,
  )}`;
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
  company: Pick<CompanyFacts, 'name' | 'legalName' | 'foundingYear' | 'email'> & {
    address: AddressParts & Pick<PostalAddress, 'countryName'>;
  },
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
    phoneHref: phoneHref(phone),
    // A company without WhatsApp or LinkedIn has them empty: the frame then shows no link.
    whatsapp: whatsapp ?? '',
    whatsappHref: whatsapp ? `https://wa.me/${whatsapp.replace(/[\s+]/g, '')}` : '',
    email,
    emailHref: emailHref(email),
    linkedin: data.linkedin ?? '',
    mapsUrl: mapsUrl(data.address),
    businessHours: { ...data.businessHours },
    stats: data.stats.map((s): Stat<S> => ({ id: s.id as S, value: s.value, suffix: s.suffix })),
  };
}
