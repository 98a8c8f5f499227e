// Defne Verpackung's content: its data files (content/data/, checked and turned into the typed
// catalogue and texts of content/generated/ by `defne-content`), and its route map, which is code.
import { companyFacts, createCatalog, createRouteMap, type CompanyFacts } from '@defne/core';
import {
  companyData,
  productKeys,
  productSlugs,
  sectorData,
  type StatId,
} from './generated/content';

export const catalog = createCatalog({
  categories: sectorData.map((s) => ({ ...s, slug: { ...s.slug } })),
  productKeys,
  // The product without a photo of its own shows its catalogue picture (public/media/boxes/).
  imagePath: (folder, index) => `/media/${folder}/${index}.svg`,
});

export const routes = createRouteMap({
  // German beside Turkish and English: a Hamburg company's home language, under `/de`.
  pages: {
    home: { tr: '/', en: '/', de: '/de' },
    sectors: { tr: '/urunler', en: '/products', de: '/de/produkte' },
    // The page of its sample request form (the config's `enquiry.forms.sample`).
    sampleRequest: { tr: '/numune-talebi', en: '/sample-request', de: '/de/musteranfrage' },
  },
  categories: catalog.categories,
  products: catalog.products.map((p) => ({
    key: p.key,
    category: p.category,
    slug: productSlugs[p.key as keyof typeof productSlugs],
  })),
});

export type PageId = (typeof routes.pageIds)[number];

// A subsidiary abroad: its own country and statistics, and no WhatsApp or LinkedIn.
export const company: CompanyFacts<StatId> = companyFacts(companyData);
