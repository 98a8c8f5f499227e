/**
 * The @defne/content types this package builds on.
 *
 * TEMPORARY mirror of the @defne/content contract while that package is being written; replaced
 * by `export type { … } from '@defne/content'` as soon as its build exports them.
 */
export type Lang = 'tr' | 'en';
export type Localized<T = string> = Record<Lang, T>;
export type CategoryId =
  | 'filtration'
  | 'wireAndNails'
  | 'paintInkPlastic'
  | 'dentalSupplies'
  | 'shoeSolesAndMachines'
  | 'decoration';
export type PageId =
  | 'home'
  | 'about'
  | 'corporate'
  | 'mission'
  | 'vision'
  | 'sectors'
  | 'suppliers'
  | 'contact'
  | 'privacy';
export interface SectorCategory {
  id: CategoryId;
  itemCount: number;
  imageFolder: string;
  icon: string;
  slug: Localized;
}
export interface Product {
  key: string;
  category: CategoryId;
  index: number;
  image: string;
}
export type RouteMatch =
  | { kind: 'page'; page: PageId; lang: Lang | null }
  | { kind: 'sector'; category: CategoryId; lang: Lang };
export interface PathEntry {
  path: string;
  lang: Lang | null;
  match: RouteMatch;
  alternates: Localized;
}
export interface CompanyFacts {
  name: string;
  legalName: string;
  foundingYear: number;
  address: {
    street: string;
    district: string;
    city: string;
    postalCode: string;
    country: string;
    countryName: Localized;
  };
  phone: string;
  phoneHref: string;
  whatsapp: string;
  whatsappHref: string;
  email: string;
  emailHref: string;
  linkedin: string;
  mapsUrl: string;
  businessHours: { days: string; opens: string; closes: string };
}
