/*
 * What the frame (header, footer, language switch) of one page shows of the site's content, as the
 * root loader hands it over (`rootData().chrome`). The frame reads it from loader data rather than
 * from the route map and the catalogue: those hold every product's slug in every language, and the
 * browser's copy of the site's config, which every page loads, would carry them all.
 */
import {
  emailHref,
  mapsUrl,
  phoneHref,
  type AddressParts,
  type CompanyFacts,
  type Lang,
  type PostalAddress,
  type RouteMap,
} from '@defne/core';

/** The company's ways to be reached that the frame and the error page show. */
export interface ChromeContacts {
  name: string;
  email: string;
  emailHref: string;
  phone: string;
  phoneHref: string;
  /** Empty: the company has no WhatsApp (no link then). */
  whatsappHref: string;
  /** Empty: the company has no LinkedIn page (no link then). */
  linkedin: string;
  mapsUrl: string;
}

/**
 * The company's facts as the frame gets them: its contacts' links, the address's line in each
 * language and the text variables are derived from these in the browser (`chromeContacts`,
 * `addressLine`, `textVariables` of `@defne/core`), as the build derives them.
 */
export interface ChromeCompany {
  name: string;
  legalName: string;
  foundingYear: number;
  email: string;
  phone: string;
  /** Empty: the company has no WhatsApp (no link then). */
  whatsappHref: string;
  /** Empty: the company has no LinkedIn page (no link then). */
  linkedin: string;
  address: AddressParts & Pick<PostalAddress, 'countryName'>;
  /** The links a site's company facts give otherwise than the kit derives them: only those. */
  hrefs?: Partial<Pick<ChromeContacts, 'emailHref' | 'phoneHref' | 'mapsUrl'>>;
}

/** The frame's links in one language. */
export interface ChromeLinks {
  /** Every page of the route map by id: the navigation, footer, quote and search links. */
  pages: Readonly<Record<string, string>>;
  /** The catalogue's sectors, in its order: the sector menu and the footer's list. */
  sectors: readonly { id: string; href: string }[];
}

export interface ChromeData {
  /** Whether the route map knows the page's address (not on a 404 page). */
  known: boolean;
  /** The route map's languages, in order (a stored preference outside them is ignored). */
  languages: readonly Lang[];
  /**
   * The frame's links by language: the page's language alone, or on a page of no language ('/'
   * and the language-free 404 page, which show the visitor's preference) every language.
   */
  links: Readonly<Record<Lang, ChromeLinks>>;
  /**
   * The page's address in each language, for the language switch. Null where the switch keeps
   * the path: '/' (shared by every language) and an address the route map does not know.
   */
  alternates: Readonly<Record<Lang, string>> | null;
  /** Each language's home (the logo's link; the prerendered 404 page's switch). */
  homes: Readonly<Record<Lang, string>> | null;
  company: ChromeCompany;
}

/** The links a company's facts give by the kit's rule (`companyFacts` of `@defne/core`). */
function derivedHrefs(company: Pick<ChromeCompany, 'email' | 'phone' | 'address'>) {
  return {
    emailHref: emailHref(company.email),
    phoneHref: phoneHref(company.phone),
    mapsUrl: mapsUrl(company.address),
  };
}

/** The contacts the frame, the error page and the kit's pages show, from the frame's data. */
export function chromeContacts(company: ChromeCompany): ChromeContacts {
  return {
    name: company.name,
    email: company.email,
    phone: company.phone,
    whatsappHref: company.whatsappHref,
    linkedin: company.linkedin,
    ...derivedHrefs(company),
    ...company.hrefs,
  };
}

/** The frame's data of the page at `path` (normalised), whose language is `pathLang`. */
export function chromeData<P extends string, C extends string>(
  routes: RouteMap<P, C>,
  company: CompanyFacts<string>,
  categories: readonly { id: C }[],
  path: string,
  pathLang: Lang | null,
): ChromeData {
  const linksIn = (lang: Lang): ChromeLinks => ({
    pages: Object.fromEntries(routes.pageIds.map((id) => [id, routes.pagePath(id, lang)])),
    sectors: categories.map((c) => ({ id: c.id, href: routes.sectorPath(c.id, lang) })),
  });
  const shown = pathLang === null ? routes.languages : [pathLang];
  const match = routes.matchPath(path);
  return {
    known: match !== null,
    languages: routes.languages,
    links: Object.fromEntries(shown.map((lang) => [lang, linksIn(lang)])),
    // `twinPath` keeps the path of '/' and of an unknown address: the switch does the same.
    alternates:
      match && match.lang !== null
        ? Object.fromEntries(routes.languages.map((lang) => [lang, routes.twinPath(path, lang)]))
        : null,
    homes: routes.pathEntries.find((e) => e.path === '/')?.alternates ?? null,
    company: chromeCompany(company),
  };
}

function chromeCompany(company: CompanyFacts<string>): ChromeCompany {
  const { street, district, city, postalCode, countryName } = company.address;
  const facts = {
    name: company.name,
    legalName: company.legalName,
    foundingYear: company.foundingYear,
    email: company.email,
    phone: company.phone,
    whatsappHref: company.whatsappHref,
    linkedin: company.linkedin,
    address: { street, district, city, postalCode, countryName },
  };
  const derived = derivedHrefs(facts);
  const hrefs = Object.fromEntries(
    (Object.keys(derived) as (keyof typeof derived)[])
      .filter((key) => company[key] !== derived[key])
      .map((key) => [key, company[key]]),
  );
  return Object.keys(hrefs).length > 0 ? { ...facts, hrefs } : facts;
}
