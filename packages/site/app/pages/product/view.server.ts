import { inLang } from '@defne/core';
import { site, type Lang, type ProductKey } from '../../site-config';
import {
  company,
  getCategory,
  suppliers,
  getProduct,
  pagePath,
  productPath,
  routes,
  sectorPath,
} from '../../content.server';
import { loaderImage } from '../../media/loader-images.server';
import { media, pick, productDetails, server } from '../../site.server';
import { quoteHref } from './quote';
import type { ProductFacts, ProductView } from './view';

/** The catalogue texts a product's page and modal show (the site's `catalog` namespace). */
interface ProductTexts {
  title: string;
  categories: Record<string, { title: string; badge: string }>;
  products: { [key: string]: { name: string; description: string } };
  modal: Record<'close' | 'previous' | 'next' | 'zoomIn' | 'imageCounter', string>;
  product: Record<
    | 'actions'
    | 'requestQuote'
    | 'shareText'
    | 'share'
    | 'linkCopied'
    | 'copyFailed'
    | 'whatsappText'
    | 'whatsapp'
    | 'whatsappLabel'
    | 'pageLink'
    | 'properties'
    | 'applications'
    | 'packaging'
    | 'documents'
    | 'revised'
    | 'supplier'
    | 'related',
    string
  > & {
    documentKinds: Record<string, string>;
    languages: Record<string, string>;
  };
  quoteList: Record<'add' | 'added' | 'already' | 'viewList', string>;
}

/** A file size in the page's language: `182 KB`, `1,2 MB`. */
function fileSize(bytes: number, lang: Lang): string {
  const kb = bytes / 1024;
  const format = (n: number, digits: number) =>
    new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(n);
  return kb < 1000 ? `${format(Math.max(1, Math.round(kb)), 0)} KB` : `${format(kb / 1024, 1)} MB`;
}

/**
 * The locale a language's tag writes dates in, where it is not the tag itself: the kit's English
 * puts the day first, as buyers outside the United States read a date.
 */
const DATE_LOCALES: Readonly<Record<string, string>> = { en: 'en-GB' };

/** A `YYYY-MM-DD` date in words in the page's language: `1 Mart 2026`, `1 March 2026`. */
function longDate(day: string, lang: Lang): string {
  const tag = site.languages.list.find((l) => l.code === lang)?.tag ?? lang;
  return new Intl.DateTimeFormat(DATE_LOCALES[tag] ?? tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The product's details in one language for its page (D23): only the parts its data has. */
function productFacts(key: string, lang: Lang, catalog: ProductTexts): ProductFacts {
  const details = productDetails[key];
  if (!details) return {};
  const texts = catalog.product;
  const facts: ProductFacts = {};
  if (details.properties.length)
    facts.properties = {
      caption: texts.properties,
      rows: details.properties.map((p) => ({
        label: inLang(p.label, lang, `a property of ${key}`),
        value: inLang(p.value, lang, `a property of ${key}`),
        ...(p.unit ? { unit: p.unit } : {}),
      })),
    };
  if (details.applications)
    facts.applications = {
      title: texts.applications,
      text: inLang(details.applications, lang, `${key}'s applications`),
    };
  if (details.packaging)
    facts.packaging = {
      title: texts.packaging,
      text: inLang(details.packaging, lang, `${key}'s packaging`),
    };
  if (details.documents.length)
    facts.documents = {
      title: texts.documents,
      revisedLabel: texts.revised,
      // The page's own language first, then the others, each in the data's order.
      items: [...details.documents]
        .sort((a, b) => Number(b.lang === lang) - Number(a.lang === lang))
        .map((d) => ({
          href: d.href,
          kind: texts.documentKinds[d.kind] ?? d.kind,
          language: texts.languages[d.lang] ?? d.lang.toUpperCase(),
          lang: d.lang,
          size: fileSize(d.bytes, lang),
          date: longDate(d.revised, lang),
          dateTime: d.revised,
        })),
    };
  const supplier = details.supplier ? suppliers.find((s) => s.id === details.supplier) : undefined;
  if (supplier)
    facts.supplier = {
      label: texts.supplier,
      name: supplier.name,
      href: routes.pageIds.includes('suppliers')
        ? `${pagePath('suppliers', lang)}#supplier-${supplier.id}`
        : null,
    };
  const related = details.related.flatMap((other) => {
    const p = getProduct(other);
    const name = catalog.products[other]?.name;
    if (!p || !name) return [];
    return [
      {
        key: other,
        href: productPath(other as ProductKey, lang),
        title: name,
        badge: catalog.categories[p.category]?.badge ?? '',
        image: loaderImage(media.productThumbnail(p)),
      },
    ];
  });
  if (related.length) facts.related = { title: texts.related, items: related };
  return facts;
}

/** `{{name}}` placeholders filled from `values` (the texts' own format). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * Build time only: everything a product's page and modal show, already in the page's language, so
 * a product page carries this one product and no catalogue texts.
 */
export function productView(key: string, lang: Lang): ProductView {
  const product = getProduct(key);
  if (!product) throw new Response(`No product ${key}`, { status: 404 });
  const catalog = pick(lang, ['catalog']).catalog as unknown as ProductTexts;
  const own = catalog.products[key];
  const category = getCategory(product.category);
  const sector = catalog.categories[category.id];
  if (!own || !sector) throw new Error(`The texts have no catalog.products.${key} or its sector`);
  const name = own.name;
  const path = productPath(key as ProductKey, lang);
  const url = new URL(path, server.origin).href;
  const values = { product: name, company: company.name, url };
  return {
    key,
    lang,
    name,
    description: own.description,
    badge: sector.badge,
    sectorTitle: sector.title,
    sectorPath: sectorPath(category.id, lang),
    sectorsPath: pagePath('sectors', lang),
    sectorsTitle: catalog.title,
    path,
    url,
    pageLink: catalog.product.pageLink,
    facts: productFacts(key, lang, catalog),
    // "Add to quote list" (D23) on a site whose route map gives the list a page.
    ...(routes.pageIds.includes('quote')
      ? {
          addToList: {
            add: catalog.quoteList.add,
            added: fill(catalog.quoteList.added, values),
            already: fill(catalog.quoteList.already, values),
            viewList: catalog.quoteList.viewList,
            listPath: pagePath('quote', lang),
          },
        }
      : {}),
    gallery: media.productImages(product).map(loaderImage),
    labels: {
      close: catalog.modal.close,
      previous: catalog.modal.previous,
      next: catalog.modal.next,
      zoom: catalog.modal.zoomIn,
      counter: catalog.modal.imageCounter,
    },
    actions: {
      label: catalog.product.actions,
      // The quote request goes to the contact page's form: none on a site without one.
      quote: routes.pageIds.includes('contact')
        ? {
            href: quoteHref(key, lang, pagePath('contact', lang)),
            label: catalog.product.requestQuote,
          }
        : undefined,
      share: {
        url,
        title: name,
        text: fill(catalog.product.shareText, values),
        label: catalog.product.share,
        copied: catalog.product.linkCopied,
        copyFailed: fill(catalog.product.copyFailed, values),
      },
      whatsapp: {
        href: `https://wa.me/?text=${encodeURIComponent(fill(catalog.product.whatsappText, values))}`,
        label: catalog.product.whatsapp,
        accessibleLabel: catalog.product.whatsappLabel,
      },
    },
  };
}
