/*
 * What the frame (header, footer, language switch) of one page shows of the site's content, as the
 * root loader hands it over (`rootData().chrome`). The frame reads it from loader data rather than
 * from the route map and the catalogue: those hold every product's slug in every language, and the
 * browser's copy of the site's config, which every page loads, would carry them all.
 */
import {
  mapsUrl,
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
 * The company's contacts as the frame gets them: the maps link, each language's address line and
 * the text variables are derived from its facts in the browser (`chromeContacts`, `addressLine`,
 * `textVariables` of `@defne/core`), as the build derives them.
 */
export interface ChromeCompany extends Omit<ChromeContacts, 'mapsUrl'> {
  legalName: string;
  foundingYear: number;
  address: AddressParts & Pick<PostalAddress, 'countryName'>;
  /** Only a maps link a site's company facts give otherwise than the kit derives it. */
  mapsUrl?: string;
}

/** The frame's links in one language. */
export interface ChromeLinks {
  /** Every page of the route map by id: the navigation, footer, quote and search links. */
  pages: Readonly<Record<string, string>>;
  /** The catalogue's sectors, in its order, as [id, link]: the sector menu and the footer's list. */
  sectors: readonly (readonly [id: string, href: string])[];
}

export interface ChromeData {
  /** Whether the route map knows the page's address (not on a 404 page). */
  known: boolean;
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
  /**
   * On a page shown in its fallback language's words (D27) only: that language's tag and
   * direction, which `<main>` takes, and the notice saying so (`children`), with its own
   * language's: the attributes as the elements take them, so the frame's code is a spread.
   */
  fallback?: {
    lang: string;
    dir: 'ltr' | 'rtl';
    notice: { children: string; lang: string; dir: 'ltr' | 'rtl' };
  };
}

/** The contacts the frame, the error page and the kit's pages show, from the frame's data. */
export function chromeContacts(company: ChromeCompany): ChromeContacts {
  return { ...company, mapsUrl: company.mapsUrl ?? mapsUrl(company.address) };
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
    sectors: categories.map((c) => [c.id, routes.sectorPath(c.id, lang)] as const),
  });
  const shown = pathLang === null ? routes.languages : [pathLang];
  const match = routes.matchPath(path);
  return {
    known: match !== null,
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
  const address = { street, district, city, postalCode, countryName };
  return {
    name: company.name,
    legalName: company.legalName,
    foundingYear: company.foundingYear,
    email: company.email,
    emailHref: company.emailHref,
    phone: company.phone,
    phoneHref: company.phoneHref,
    whatsappHref: company.whatsappHref,
    linkedin: company.linkedin,
    address,
    // `tel:` and `mailto:` links cost the page next to nothing (they repeat the phone and the
    // e-mail); the maps link, percent-encoded, is worth deriving.
    ...(company.mapsUrl !== mapsUrl(address) ? { mapsUrl: company.mapsUrl } : {}),
  };
}
