import { buildHead, toMetaDescriptors } from '@defne/seo';
import { catalog, company, routes, texts } from './content';

/** Head tags of a path: the site's own currency, country and contact languages. */
export function headTags(path: string) {
  return toMetaDescriptors(
    buildHead({
      origin: 'https://www.verpackung.example.com',
      siteName: company.name,
      image: '/media/boxes/1.svg',
      logo: '/media/boxes/2.svg',
      entries: routes.pathEntries,
      texts,
      company,
      categories: catalog.categories,
      products: catalog.products,
      priceValidUntil: '2026-12-31',
      currency: 'EUR',
      contactLanguages: ['German', 'Turkish', 'English'],
      path,
    }).tags,
  );
}
