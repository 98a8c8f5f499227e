/** A site language. The path decides it (D2); `/` alone is shared. */
export type Lang = 'tr' | 'en';

/** One value per language. */
export type Localized<T = string> = Record<Lang, T>;

/** The six catalogue categories, in the spec's order. Cable appears in the texts only. */
export type CategoryId =
  | 'filtration'
  | 'wireAndNails'
  | 'paintInkPlastic'
  | 'dentalSupplies'
  | 'shoeSolesAndMachines'
  | 'decoration';

/** Folder under `/media/sectors/` holding a category's product images. */
export type ImageFolder = 'filtration' | 'staple' | 'paint' | 'dental' | 'shoe' | 'decoration';

/** Names of the `@defne/ui` icons used for the sectors. */
export type SectorIcon = 'filter' | 'wire' | 'paint' | 'tooth' | 'shoe' | 'decoration';

/**
 * A sector category. Its title, description and badge live in the resources under
 * `catalog.categories.{id}.{title,description,badge}`.
 */
export interface SectorCategory {
  id: CategoryId;
  itemCount: number;
  imageFolder: ImageFolder;
  icon: SectorIcon;
  slug: Localized;
}

/**
 * A catalogue product. Its name and description live in the resources under
 * `catalog.products.{key}.{name,description}`.
 */
export interface Product {
  key: string;
  category: CategoryId;
  /** 1-based position in its category; also the image file name. */
  index: number;
  /** `/media/sectors/{folder}/{index}.webp` */
  image: string;
}

/** A supplier partner. Kind and blurb live in the resources under `suppliers.items.{id}`. */
export interface Supplier {
  id: string;
  name: string;
  /** `/media/suppliers/{id}.svg`; when null or missing the card shows the name. */
  logo: string | null;
}

/** Keys of the four statistics; labels live under `about.stats.{id}`. */
export type StatId = 'foundingYear' | 'partners' | 'customers' | 'products';

/** One animated statistic: the counter runs to `value` and then shows `suffix`. */
export interface Stat {
  id: StatId;
  value: number;
  suffix: '' | '+';
}

/** Opening hours in schema.org `openingHours` terms. */
export interface BusinessHours {
  days: 'Mo-Fr';
  opens: '09:00';
  closes: '18:00';
}

export interface PostalAddress {
  street: string;
  district: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 */
  country: 'TR';
  countryName: Localized;
}

/** The company's facts: the only place a real company edits to take over the site. */
export interface CompanyFacts {
  /** Short brand name, shown in the header, footer and titles. */
  name: string;
  legalName: string;
  foundingYear: number;
  address: PostalAddress;
  /** Display form, e.g. `+90 212 555 01 23`. */
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
  stats: readonly Stat[];
}

/** Visitor preferences kept in the browser. */
export type Theme = 'light' | 'dark';
export interface Preferences {
  language: Lang;
  theme: Theme;
}
