/*
 * The types of a Defne group site's content, with no company in them. Every id is a type
 * parameter that defaults to `string`; a site's generated catalogue (`defne-content`) passes its
 * own literal unions (sector ids, picture folders, icon names, statistics and page ids).
 */
import type { CountryCode } from './country';
import type { QuoteUnit } from './quote';

/**
 * A site language's code, one of the site's list (`Languages`, D22): any number of them. The path
 * decides it (D2); `/` alone is shared.
 */
export type Lang = string;

/** One value per language, keyed by code; the content check makes sure every language has one. */
export type Localized<T = string> = Record<Lang, T>;

/**
 * A sector category. `C` is the site's sector ids, `F` its picture folders, `I` its icon names. Its title, description and badge live in the resources under
 * `catalog.categories.{id}.{title,description,badge}`.
 */
export interface SectorCategory<
  C extends string = string,
  F extends string = string,
  I extends string = string,
> {
  id: C;
  itemCount: number;
  imageFolder: F;
  icon: I;
  slug: Localized;
}

/**
 * A catalogue product. Its name and description live in the resources under
 * `catalog.products.{key}.{name,description}`.
 */
export interface Product<C extends string = string> {
  key: string;
  category: C;
  /** 1-based position in its category; also the image file name. */
  index: number;
  /** `/media/sectors/{folder}/{index}.webp` */
  image: string;
}

/** What a product document is: the kinds a buyer asks for. */
export type DocumentKind = 'technicalDataSheet' | 'safetyDataSheet' | 'certificate' | 'brochure';

/** One technical property of a product, both languages side by side. */
export interface ProductProperty {
  label: Localized;
  value: Localized;
  /** The same in every language, e.g. `g/m²`. */
  unit?: string;
}

/** A downloadable PDF of a product, in one language. */
export interface ProductDocument {
  kind: DocumentKind;
  /** The document's language (one of the site's). */
  lang: string;
  /** The file name in `media/products/{key}/`. */
  file: string;
  /** Where the site serves it: `/media/products/{key}/{file}`. */
  href: string;
  /** Its size in bytes. */
  bytes: number;
  /** Revision date, `YYYY-MM-DD`. */
  revised: string;
}

/**
 * What a buyer decides on, beside a product's name and description (D23): its properties,
 * applications, packaging, supplier, documents and related products. Only the pages that show it
 * (a product's page) load it: it is the site's `productDetails`, never part of the catalogue every
 * page carries.
 */
export interface ProductDetails {
  properties: readonly ProductProperty[];
  applications?: Localized;
  packaging?: Localized;
  /** A supplier's id (`data/suppliers/{id}.json`). */
  supplier?: string;
  documents: readonly ProductDocument[];
  /** Product keys: the data's `related`, else up to four of the sector's next products. */
  related: readonly string[];
  /** The units a quote list offers for it, when the data narrows them (else every one). */
  quoteUnits?: readonly QuoteUnit[];
}

/** A supplier partner. Kind and blurb live in the resources under `suppliers.items.{id}`. */
export interface Supplier {
  id: string;
  name: string;
  /** `/media/suppliers/{id}.svg`; when null or missing the card shows the name. */
  logo: string | null;
}

/**
 * Keys of a site's statistics; labels live under `about.stats.{id}`. Any ids: a site names its own
 * (`Stat<'employees' | 'countries'>`, `CompanyFacts<'employees' | 'countries'>`).
 */
export type StatId = string;

/**
 * One animated statistic: the counter runs to `value` and then shows `suffix`. `S` is the site's
 * statistic ids.
 */
export interface Stat<S extends string = string> {
  id: S;
  value: number;
  /** Shown after the number, e.g. `''`, `'+'`, `'%'`. */
  suffix: string;
}

/** Opening hours in schema.org `openingHours` terms. For example `Mo-Fr`, `09:00`, `18:00`. */
export interface BusinessHours {
  /** Day range(s) such as `Mo-Fr`, `Mo-Sa` or `Mo-Fr,Sa`. */
  days: string;
  /** `HH:MM`, 24-hour clock. */
  opens: string;
  /** `HH:MM`, 24-hour clock. */
  closes: string;
}

export interface PostalAddress {
  street: string;
  district: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 code, e.g. `'TR'`. */
  country: CountryCode;
  countryName: Localized;
}

/**
 * The company's facts: the only place a real company edits to take over the site. `S` is the
 * ids of its statistics.
 */
export interface CompanyFacts<S extends string = string> {
  /** Short brand name, shown in the header, footer and titles. */
  name: string;
  legalName: string;
  foundingYear: number;
  address: PostalAddress;
  /** Display form, e.g. `+90 216 000 00 00`. */
  phone: string;
  /** `tel:` link. */
  phoneHref: string;
  whatsapp: string;
  /** `https://wa.me/…` link. */
  whatsappHref: string;
  email: string;
  /** `mailto:` link. */
  emailHref: string;
  linkedin: string;
  /** Maps search for the address (a link, never an embedded map: D6). */
  mapsUrl: string;
  businessHours: BusinessHours;
  stats: readonly Stat<S>[];
}

/** Visitor preferences kept in the browser. */
export type Theme = 'light' | 'dark';
export interface Preferences {
  language: Lang;
  theme: Theme;
}

/** A screen of a site with its own path (sector details aside): `home`, `about`, `contact`… */
export type PageId = string;

/**
 * What a path shows: a page, a sector's detail page or one product of a sector (D17). `P` is the site's
 * page ids, `C` its sector ids; a route map of `createRouteMap` carries its own.
 */
export type RouteMatch<P extends string = string, C extends string = string> =
  | { kind: 'page'; page: P; lang: Lang | null /* null for '/' */ }
  | {
      kind: 'sector';
      category: C;
      lang: Lang;
      /** The sector's page, 2 or more (D25); absent on its first page, the sector's own path. */
      page?: number;
    }
  | { kind: 'product'; category: C; product: string; lang: Lang };

/** A prerenderable path with its language, route and language twins. */
export interface PathEntry<P extends string = string, C extends string = string> {
  path: string;
  lang: Lang | null;
  match: RouteMatch<P, C>;
  /** The twin paths (both `/` for home). */
  alternates: Localized;
}

/** The shape of a literal resource object with every text widened to `string`. */
export type DeepString<T> = {
  -readonly [K in keyof T]: T[K] extends string ? string : DeepString<T[K]>;
};
