// Kuzeyhan Kimya's own drawings, which the kit's picture step (`defne-site media --drawings`) calls
// for what has no photo: a drawn illustration per product (its motif chosen from its key, never
// its position), the hero, the map, the share images, the supplier logos and the mark the
// favicons are made from. The same bytes on every run.
import {
  BRAND,
  heroSvg,
  mapSvg,
  markSvg,
  ogSvg,
  placeholderSvg,
  supplierLogoSvg,
} from './lib/brand.mjs';
import { assignExtraCounts, assignMotifs, productSvg } from './lib/products.mjs';

/** The share images' words, beside the company's name. */
const OG_TEXT = {
  tr: {
    tagline: 'Kimya ve endüstriyel malzemede güvenilir tedarik',
    subline: "İstanbul · 2009'dan beri",
  },
  en: {
    tagline: 'Reliable supply of chemicals and industrial materials',
    subline: 'Istanbul · since 2009',
  },
};

/** @type {import('@defne/site/picture-step').MediaDrawings} */
export default {
  products(products, maxExtras) {
    const extraCounts = assignExtraCounts(
      products.map((p) => p.key),
      maxExtras,
    );
    const drawings = new Map();
    for (const folder of new Set(products.map((p) => p.folder))) {
      const motifs = assignMotifs(
        folder,
        products.filter((p) => p.folder === folder).map((p) => p.key),
      );
      for (const [key, motif] of motifs)
        drawings.set(key, {
          id: `${folder}/${motif}`,
          extras: extraCounts.get(key),
          svg: (extra) => productSvg(folder, motif, key, extra),
        });
    }
    return drawings;
  },
  placeholder: placeholderSvg,
  hero: heroSvg,
  map: mapSvg,
  og: (lang, company) => ogSvg({ name: company.name, ...OG_TEXT[lang] }),
  supplierLogo: supplierLogoSvg,
  icon: markSvg,
  themeColor: BRAND.primary,
};
