import {
  company,
  getCategory,
  getProduct,
  pagePath,
  productPath,
  routes,
  sectorPath,
  type Lang,
  type ProductKey,
} from '../../site-config';
import { imageProps } from '../../media/loader-images.server';
import { media, pick, server } from '../../site.server';
import { quoteHref } from './quote';
import type { ProductView } from './view';

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
    | 'whatsappLabel',
    string
  >;
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
    gallery: media.productImages(product).map((image, i) => ({
      ...imageProps(image),
      alt: `${name} – ${i + 1}`,
    })),
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
        ? { href: quoteHref(key, lang), label: catalog.product.requestQuote }
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
