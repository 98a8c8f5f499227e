import type * as schema from 'schema-dts';
import type { PageKind } from './meta';
import { interpolate, kindOf, textsIn, textValues } from './meta';
import type {
  CategoryId,
  CompanyFacts,
  Lang,
  Languages,
  Localized,
  PageId,
  PathEntry,
  Product,
  ProductDetails,
  SectorCategory,
  SeoStrings,
  SeoTexts,
  SiteOptions,
  Supplier,
} from './types';
import { languageTagsOf, siteLanguagesOf } from './types';
import { absoluteUrl, findEntry, pageLang } from './url';

/**
 * Texts this package adds, shipped in the kit's two languages; a site in another language gives
 * them through `strings` (or its texts' `nav.home` and `common.priceOnRequest`).
 */
export const defaultSeoStrings: Localized<SeoStrings> = {
  tr: {
    home: 'Ana Sayfa',
    contactForPrice: 'Fiyat bilgisi için lütfen bizimle iletişime geçin.',
    documentKinds: {
      technicalDataSheet: 'Teknik bilgi formu',
      safetyDataSheet: 'Güvenlik bilgi formu',
      certificate: 'Sertifika',
      brochure: 'Broşür',
    },
  },
  en: {
    home: 'Home',
    contactForPrice: 'Please contact us for price information.',
    documentKinds: {
      technicalDataSheet: 'Technical data sheet',
      safetyDataSheet: 'Safety data sheet',
      certificate: 'Certificate',
      brochure: 'Brochure',
    },
  },
};

/** A rating from real reviews (design D5: never generated). */
export interface RealRating {
  ratingValue: number;
  reviewCount: number;
  bestRating?: number;
  worstRating?: number;
}

export interface StructuredDataInput<
  P extends string = PageId,
  C extends string = CategoryId,
> extends SiteOptions {
  path: string;
  lang?: Lang;
  entries: readonly PathEntry<P, C>[];
  texts: Localized<SeoTexts<NoInfer<P>, NoInfer<C>>>;
  notFound?: boolean;
  /** Company facts (a site's `CompanyFacts`, with its own statistics). */
  company: CompanyFacts<string>;
  /** Logo, a site path or absolute URL (square, at least 112x112 px). */
  logo: string;
  /** The catalogue (a site's `categories` and `products`). */
  categories: readonly SectorCategory<NoInfer<C>, string, string>[];
  products: readonly Product<NoInfer<C>>[];
  /**
   * How many products a sector's page lists (the route map's `pageSize`, D25): a sector page's
   * list names its own page's products, never the whole sector. @default every product of it
   */
  pageSize?: number | undefined;
  /**
   * Offers' `priceValidUntil`, an ISO date (the site's config). Left out, the offers carry none:
   * a price on request has no end date, and a date that passes would publish every offer expired.
   */
  priceValidUntil?: string | undefined;
  /**
   * Each product's details (D23) by key: its properties become `additionalProperty`, its
   * supplier its `manufacturer`, its documents `subjectOf`.
   */
  productDetails?: Readonly<Record<string, ProductDetails>> | undefined;
  /** The suppliers a product's details name (its `manufacturer`). @default [] */
  suppliers?: readonly Supplier[] | undefined;
  /** Offers' `priceCurrency`, an ISO 4217 code such as `'EUR'`. @default 'TRY' */
  currency?: string;
  /** Languages spoken at the contact points (`availableLanguage`), in English. @default ['Turkish', 'English'] */
  contactLanguages?: readonly string[];
  /** Where the company serves (`areaServed` of its contact point). @default company.address.country */
  areaServed?: string | readonly string[];
  /** Offers' availability. @default 'https://schema.org/InStock' */
  availability?: schema.ItemAvailability;
  /** Image of a product (e.g. from an image manifest that knows the placeholder). @default product.image */
  productImage?: (product: Product<NoInfer<C>>) => string;
  /** Real review data by product key; without it no `aggregateRating` is emitted. */
  ratings?: Partial<Record<string, RealRating>>;
  /** Replace the package's own texts (`defaultSeoStrings`) per language. */
  strings?: Partial<Localized<Partial<SeoStrings>>>;
  /** More placeholder values for the texts (`{{company}}` is the site name already). */
  values?: Readonly<Record<string, string>>;
}

const dayNames: Record<string, schema.DayOfWeek> = {
  Mo: 'https://schema.org/Monday',
  Tu: 'https://schema.org/Tuesday',
  We: 'https://schema.org/Wednesday',
  Th: 'https://schema.org/Thursday',
  Fr: 'https://schema.org/Friday',
  Sa: 'https://schema.org/Saturday',
  Su: 'https://schema.org/Sunday',
};
const dayOrder = Object.keys(dayNames);

/** `Mo-Fr`, `Mo,We,Fr` or `Mo-Fr,Sa` → schema.org days. */
export function parseDays(days: string): schema.DayOfWeek[] {
  const out: schema.DayOfWeek[] = [];
  for (const part of days
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [from, to = from] = part.split('-').map((d) => d.trim()) as [string, string?];
    const start = dayOrder.indexOf(from);
    const end = dayOrder.indexOf(to ?? from);
    if (start < 0 || end < start) throw new Error(`unknown opening days: ${days}`);
    for (let i = start; i <= end; i++) out.push(dayNames[dayOrder[i]!]!);
  }
  return out;
}

function textAt(group: Partial<Record<string, unknown>> | undefined, key: string): string | null {
  const value = group?.[key];
  return typeof value === 'string' && value ? value : null;
}

/**
 * The package's own texts in a language: `defaultSeoStrings`, replaced by `nav.home` and
 * `common.priceOnRequest` of the resources when they exist, replaced by `overrides`.
 */
export function seoStrings(
  texts: SeoTexts<never, never>,
  lang: Lang,
  values: Readonly<Record<string, string>> = {},
  overrides: Partial<SeoStrings> = {},
): SeoStrings {
  const home = textAt(texts.nav, 'home');
  const price = textAt(texts.common, 'priceOnRequest');
  const strings: Partial<SeoStrings> = {
    ...defaultSeoStrings[lang],
    ...(home ? { home: interpolate(home, values) } : {}),
    ...(price ? { contactForPrice: interpolate(price, values) } : {}),
    ...overrides,
  };
  const { home: h, contactForPrice, documentKinds } = strings;
  if (h === undefined || contactForPrice === undefined || documentKinds === undefined) {
    // A language the kit ships no words for: its site must give them, or a page would lack them.
    const missing = Object.entries({ home: h, contactForPrice, documentKinds })
      .filter(([, v]) => v === undefined)
      .map(([k]) => k);
    throw new Error(
      `@defne/seo: no "${lang}" text for ${missing.join(', ')}: give it in \`strings\``,
    );
  }
  return { ...strings, home: h, contactForPrice, documentKinds };
}

export const organizationId = (origin: string) => absoluteUrl(origin, '/#organization');
export const websiteId = (origin: string) => absoluteUrl(origin, '/#website');

/** The pages whose JSON-LD holds the company's LocalBusiness in full. */
export const companyPages: readonly string[] = ['home', 'contact'];

/** Languages of the contact points when a site names none. */
export const defaultContactLanguages: readonly string[] = ['Turkish', 'English'];

/** Organization with its LocalBusiness details (address, hours, contact points, sameAs). */
export function organizationNode(input: {
  origin: string;
  siteName: string;
  company: CompanyFacts<string>;
  logo: string;
  lang: Lang;
  /** @default ['Turkish', 'English'] */
  contactLanguages?: readonly string[] | undefined;
  /** @default company.address.country */
  areaServed?: string | readonly string[] | undefined;
}): schema.LocalBusinessLeaf {
  const { company, origin } = input;
  const availableLanguage = [...(input.contactLanguages ?? defaultContactLanguages)];
  const areaServed = input.areaServed ?? company.address.country;
  const logo = absoluteUrl(origin, input.logo);
  const hours = company.businessHours;
  const sameAs = [company.linkedin].filter(Boolean);
  return {
    '@type': 'LocalBusiness',
    '@id': organizationId(origin),
    name: company.name || input.siteName,
    legalName: company.legalName,
    url: absoluteUrl(origin, '/'),
    logo,
    image: logo,
    foundingDate: String(company.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.district,
      addressRegion: company.address.city,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    telephone: company.phone,
    email: company.email,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: parseDays(hours.days),
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: company.phone,
        email: company.email,
        availableLanguage,
        areaServed: typeof areaServed === 'string' ? areaServed : [...areaServed],
      },
      ...(company.whatsapp
        ? [
            {
              '@type': 'ContactPoint' as const,
              contactType: 'sales',
              telephone: company.whatsapp,
              url: company.whatsappHref,
              availableLanguage,
            },
          ]
        : []),
    ],
    ...(company.mapsUrl ? { hasMap: company.mapsUrl } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The WebSite, in the page's language. */
export function websiteNode(input: {
  origin: string;
  siteName: string;
  lang: Lang;
  /** The site's languages, whose tags `inLanguage` takes. @default `defaultSeoLanguages` */
  languages?: Languages | undefined;
  /** BCP 47 tag of each language, over the tags of `languages`. */
  languageTags?: Partial<Localized<string>> | undefined;
}): schema.WebSiteLeaf {
  return {
    '@type': 'WebSite',
    '@id': websiteId(input.origin),
    name: input.siteName,
    url: absoluteUrl(input.origin, '/'),
    inLanguage: languageTagsOf(input)[input.lang] ?? input.lang,
    publisher: { '@id': organizationId(input.origin) },
  };
}

/** Name of a page in breadcrumbs: its navigation label, else its title without the site name. */
export function pageName<P extends string = PageId>(
  texts: SeoTexts<P, string>,
  page: P,
  values: Readonly<Record<string, string>> = {},
): string {
  const label = texts.nav?.[page];
  if (typeof label === 'string' && label) return interpolate(label, values);
  const title = interpolate(texts.meta[page].title, values);
  const parts = title.split(/\s+[|–—-]\s+/).filter((p) => p && p !== values.company);
  return parts[0] ?? title;
}

/** Title of a sector in one language's texts. */
export function sectorTitle<C extends string = CategoryId>(
  texts: SeoTexts<never, C>,
  category: C,
  values: Readonly<Record<string, string>> = {},
): string {
  return interpolate(texts.catalog.categories[category].title, values);
}

/** A product's name in the page's language; the product's key when its texts lack one. */
function productName<C extends string>(
  texts: SeoTexts<never, C>,
  key: string,
  values: Readonly<Record<string, string>>,
): string {
  return interpolate(texts.catalog.products[key]?.name ?? key, values);
}

export interface Crumb {
  name: string;
  url: string;
}

/** Breadcrumb trail of an inner page; empty for the home and 404 pages. */
export function breadcrumbTrail<P extends string = PageId, C extends string = CategoryId>(input: {
  origin: string;
  /** Placeholder values for the texts (`textValues`). */
  values: Readonly<Record<string, string>>;
  page: PageKind<P, C>;
  lang: Lang;
  texts: SeoTexts<P, C>;
  entries: readonly PathEntry<P, C>[];
  canonical: string;
  strings: SeoStrings;
}): Crumb[] {
  const { page, texts, origin, values, lang } = input;
  const home: Crumb = { name: input.strings.home, url: absoluteUrl(origin, '/') };
  if (page.kind === 'notFound' || (page.kind === 'page' && page.page === 'home')) return [];
  if (page.kind === 'page') {
    return [home, { name: pageName(texts, page.page, values), url: input.canonical }];
  }
  const sectorsEntry = input.entries.find(
    (e) => e.match.kind === 'page' && e.match.page === 'sectors' && e.lang === lang,
  );
  const trail = [home];
  if (sectorsEntry) {
    trail.push({
      name: pageName(texts, 'sectors' as P, values),
      url: absoluteUrl(origin, sectorsEntry.path),
    });
  }
  if (page.kind === 'sector') {
    trail.push({ name: sectorTitle(texts, page.category, values), url: input.canonical });
    return trail;
  }
  const sectorEntry = input.entries.find(
    (e) => e.match.kind === 'sector' && e.match.category === page.category && e.lang === lang,
  );
  if (sectorEntry) {
    trail.push({
      name: sectorTitle(texts, page.category, values),
      url: absoluteUrl(origin, sectorEntry.path),
    });
  }
  trail.push({
    name: productName(texts, page.product, values),
    url: input.canonical,
  });
  return trail;
}

export function breadcrumbNode(
  trail: readonly Crumb[],
  canonical: string,
): schema.BreadcrumbListLeaf {
  return {
    '@type': 'BreadcrumbList',
    '@id': `${canonical}#breadcrumb`,
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** A product with its price-on-request Offer (0.00 in `currency`, TRY by default). */
export function productNode<C extends string = CategoryId>(input: {
  origin: string;
  product: Product<C>;
  texts: SeoTexts<never, C>;
  pageUrl: string;
  priceValidUntil?: string | undefined;
  /** ISO 4217 code of the offer. @default 'TRY' */
  currency?: string;
  availability: schema.ItemAvailability;
  contactForPrice: string;
  image: string;
  rating?: RealRating | undefined;
  values?: Readonly<Record<string, string>>;
  /** What a buyer decides on (D23), already in the page's language. */
  details?: ProductFacts | undefined;
}): schema.ProductLeaf {
  const values = input.values ?? {};
  const { product, texts, pageUrl } = input;
  const text = texts.catalog.products[product.key];
  if (!text) throw new Error(`no texts for product ${product.key}`);
  const rating = input.rating;
  return {
    '@type': 'Product',
    '@id': `${pageUrl}#product-${product.key}`,
    name: interpolate(text.name, values),
    description: interpolate(text.description, values),
    image: absoluteUrl(input.origin, input.image),
    sku: product.key,
    category: sectorTitle(texts, product.category, values),
    url: pageUrl,
    offers: {
      '@type': 'Offer',
      price: '0.00',
      priceCurrency: input.currency ?? 'TRY',
      ...(input.priceValidUntil ? { priceValidUntil: input.priceValidUntil } : {}),
      availability: input.availability,
      url: pageUrl,
      description: input.contactForPrice,
      seller: { '@id': organizationId(input.origin) },
    },
    ...productFactsProperties(input.details),
    ...(rating && rating.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.ratingValue,
            reviewCount: rating.reviewCount,
            bestRating: rating.bestRating ?? 5,
            worstRating: rating.worstRating ?? 1,
          },
        }
      : {}),
  };
}

/** A product's details in one language, as its Product node carries them. */
export interface ProductFacts {
  properties: readonly { name: string; value: string; unit?: string | undefined }[];
  manufacturer?: { name: string; url?: string | undefined; logo?: string | undefined } | undefined;
  documents: readonly {
    name: string;
    url: string;
    /** BCP 47 tag. */
    inLanguage: string;
    /** `YYYY-MM-DD`. */
    dateModified: string;
  }[];
}

function productFactsProperties(
  facts: ProductFacts | undefined,
): Pick<schema.ProductLeaf, 'additionalProperty' | 'manufacturer' | 'subjectOf'> {
  if (!facts) return {};
  return {
    ...(facts.properties.length
      ? {
          additionalProperty: facts.properties.map((p): schema.PropertyValue => ({
            '@type': 'PropertyValue',
            name: p.name,
            value: p.value,
            ...(p.unit ? { unitText: p.unit } : {}),
          })),
        }
      : {}),
    ...(facts.manufacturer
      ? {
          manufacturer: {
            '@type': 'Organization',
            name: facts.manufacturer.name,
            ...(facts.manufacturer.url ? { url: facts.manufacturer.url } : {}),
            ...(facts.manufacturer.logo ? { logo: facts.manufacturer.logo } : {}),
          },
        }
      : {}),
    ...(facts.documents.length
      ? {
          subjectOf: facts.documents.map((d): schema.DigitalDocument => ({
            '@type': 'DigitalDocument',
            name: d.name,
            url: d.url,
            encodingFormat: 'application/pdf',
            inLanguage: d.inLanguage,
            dateModified: d.dateModified,
          })),
        }
      : {}),
  };
}

/**
 * A product's details in one language for its Product node: properties with their unit, its
 * supplier as the manufacturer (linked to the supplier's card on the suppliers page, when the site
 * has one), its documents with absolute addresses.
 */
export function productFacts(input: {
  origin: string;
  details: ProductDetails;
  lang: Lang;
  suppliers: readonly Supplier[];
  strings: SeoStrings;
  /** The suppliers page in this language, an absolute URL, if the site has one. */
  suppliersUrl?: string | null | undefined;
  languages?: Languages | undefined;
  languageTags?: Partial<Localized<string>> | undefined;
}): ProductFacts {
  const { details, lang, origin } = input;
  const supplier = details.supplier
    ? input.suppliers.find((s) => s.id === details.supplier)
    : undefined;
  const tags = languageTagsOf(input) as Record<string, string>;
  return {
    properties: details.properties.map((p) => ({
      name: p.label[lang] ?? '',
      value: p.value[lang] ?? '',
      unit: p.unit,
    })),
    manufacturer: supplier
      ? {
          name: supplier.name,
          url: input.suppliersUrl ? `${input.suppliersUrl}#supplier-${supplier.id}` : undefined,
          logo: supplier.logo ? absoluteUrl(origin, supplier.logo) : undefined,
        }
      : undefined,
    documents: details.documents.map((d) => ({
      name: `${input.strings.documentKinds[d.kind]} (${d.lang.toUpperCase()})`,
      url: absoluteUrl(origin, d.href),
      inLanguage: tags[d.lang] ?? d.lang,
      dateModified: d.revised,
    })),
  };
}

/**
 * A sector's products as an ItemList. A product with its own page (D17) is listed by name and
 * address only, Google's "summary page" form: its Product, with the offer, properties and
 * documents, is on that page, and is not repeated here. A product without a page of its own keeps
 * its whole Product here, the only page that describes it.
 */
export function productListNode(input: {
  name: string;
  pageUrl: string;
  products: readonly (schema.ProductLeaf | ProductLink)[];
}): schema.ItemListLeaf {
  return {
    '@type': 'ItemList',
    '@id': `${input.pageUrl}#products`,
    name: input.name,
    numberOfItems: input.products.length,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    itemListElement: input.products.map((product, i) =>
      '@type' in product
        ? { '@type': 'ListItem', position: i + 1, item: product }
        : { '@type': 'ListItem', position: i + 1, name: product.name, url: product.url },
    ),
  };
}

/** A product listed by its own page: its name and that page's absolute address. */
export interface ProductLink {
  name: string;
  url: string;
}

/** The sectors list: an ItemList of links to each sector page. */
export function sectorListNode(input: {
  name: string;
  pageUrl: string;
  sectors: readonly Crumb[];
}): schema.ItemListLeaf {
  return {
    '@type': 'ItemList',
    '@id': `${input.pageUrl}#sectors`,
    name: input.name,
    numberOfItems: input.sectors.length,
    itemListElement: input.sectors.map((sector, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: sector.name,
      url: sector.url,
    })),
  };
}

export type JsonLdNode =
  | schema.LocalBusinessLeaf
  | schema.WebSiteLeaf
  | schema.BreadcrumbListLeaf
  | schema.ItemListLeaf
  | schema.ProductLeaf;

/** A `@graph` of this package's nodes (assignable to schema-dts' `Graph`). */
export interface JsonLdGraph {
  '@context': 'https://schema.org';
  '@graph': JsonLdNode[];
}

/**
 * The page's JSON-LD as one `@graph`: WebSite, the Organization/LocalBusiness on the home and
 * contact pages (`companyPages`), and per page BreadcrumbList and ItemList; a product page (D17)
 * has its Product with the price-on-request Offer (D5: no ratings unless real ones are given).
 */
export function buildJsonLd<P extends string = PageId, C extends string = CategoryId>(
  input: StructuredDataInput<P, C>,
): JsonLdGraph {
  const entry = input.notFound ? null : findEntry(input.entries, input.path);
  const lang = pageLang(entry, input.lang, siteLanguagesOf(input).default);
  const texts = textsIn(input.texts, lang);
  const values = textValues(input);
  const strings = seoStrings(texts, lang, values, input.strings?.[lang]);
  const { origin, siteName } = input;
  const page: PageKind<P, C> | null = entry ? kindOf(entry) : null;
  // The company in full only on the pages that present it, the home and contact pages, where
  // search engines read an organization's details; every other page names it by its @id (the
  // WebSite's publisher, an Offer's seller). It is 1.6 KB a page that no other page needs, and
  // each page's first response should fit the first round trip (docs/performance.md).
  const presentsCompany = page?.kind === 'page' && companyPages.includes(page.page as string);
  const graph: JsonLdNode[] = [
    ...(presentsCompany
      ? [
          organizationNode({
            origin,
            siteName,
            company: input.company,
            logo: input.logo,
            lang,
            contactLanguages: input.contactLanguages,
            areaServed: input.areaServed,
          }),
        ]
      : []),
    websiteNode({
      origin,
      siteName,
      lang,
      languages: input.languages,
      languageTags: input.languageTags,
    }),
  ];
  if (!entry || !page) return { '@context': 'https://schema.org', '@graph': graph };

  const canonical = absoluteUrl(origin, entry.path);
  const productUrl = (key: string): string | null => {
    const found = input.entries.find(
      (e) => e.match.kind === 'product' && e.match.product === key && e.lang === lang,
    );
    return found ? absoluteUrl(origin, found.path) : null;
  };
  const trail = breadcrumbTrail({
    origin,
    values,
    page,
    lang,
    texts,
    entries: input.entries,
    canonical,
    strings,
  });
  if (trail.length > 1) graph.push(breadcrumbNode(trail, canonical));

  if (page.kind === 'product') {
    const image = input.productImage ?? ((p: Product<C>) => p.image);
    const product = input.products.find((p) => p.key === page.product);
    if (!product) throw new Error(`no product ${page.product} in the catalogue`);
    const details = input.productDetails?.[product.key];
    const suppliersEntry = input.entries.find(
      (e) => e.match.kind === 'page' && e.match.page === 'suppliers' && e.lang === lang,
    );
    graph.push(
      productNode({
        origin,
        product,
        texts,
        pageUrl: canonical,
        details: details
          ? productFacts({
              origin,
              details,
              lang,
              suppliers: input.suppliers ?? [],
              strings,
              suppliersUrl: suppliersEntry ? absoluteUrl(origin, suppliersEntry.path) : null,
              languages: input.languages,
              languageTags: input.languageTags,
            })
          : undefined,
        priceValidUntil: input.priceValidUntil,
        currency: input.currency,
        availability: input.availability ?? 'https://schema.org/InStock',
        contactForPrice: strings.contactForPrice,
        image: image(product),
        rating: input.ratings?.[product.key],
        values,
      }),
    );
  } else if (page.kind === 'sector') {
    const image = input.productImage ?? ((p: Product<C>) => p.image);
    const all = input.products
      .filter((p) => p.category === page.category)
      .sort((a, b) => a.index - b.index);
    const size = input.pageSize ?? all.length;
    const from = ((page.page ?? 1) - 1) * size;
    const products = all.slice(from, from + size).map((product) => {
      const own = productUrl(product.key);
      if (own) return { name: productName(texts, product.key, values), url: own };
      return productNode({
        origin,
        product,
        texts,
        pageUrl: canonical,
        priceValidUntil: input.priceValidUntil,
        currency: input.currency,
        availability: input.availability ?? 'https://schema.org/InStock',
        contactForPrice: strings.contactForPrice,
        image: image(product),
        rating: input.ratings?.[product.key],
        values,
      });
    });
    graph.push(
      productListNode({
        name: sectorTitle(texts, page.category, values),
        pageUrl: canonical,
        products,
      }),
    );
  } else if (page.kind === 'page' && page.page === 'sectors') {
    const sectors = input.categories.flatMap((category) => {
      const sectorEntry = input.entries.find(
        (e) => e.match.kind === 'sector' && e.match.category === category.id && e.lang === lang,
      );
      return sectorEntry
        ? [
            {
              name: sectorTitle(texts, category.id, values),
              url: absoluteUrl(origin, sectorEntry.path),
            },
          ]
        : [];
    });
    if (sectors.length)
      graph.push(
        sectorListNode({
          name: pageName(texts, 'sectors' as P, values),
          pageUrl: canonical,
          sectors,
        }),
      );
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}
