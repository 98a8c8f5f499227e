import type { CompanyFacts, Lang, PostalAddress } from '../types';

/** An address on one line, e.g. for the footer and the location block. */
export function addressLine(address: PostalAddress, lang: Lang): string {
  return `${address.street}, ${address.postalCode} ${address.district}/${address.city}, ${address.countryName[lang]}`;
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
  lang: Lang = 'tr',
): TextVariables {
  return {
    company: company.name,
    legalName: company.legalName,
    foundingYear: String(company.foundingYear),
    email: company.email,
    address: addressLine(company.address, lang),
  };
}
