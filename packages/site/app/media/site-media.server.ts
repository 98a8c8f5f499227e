// The site's pictures: the manifest its config names (`media`), else the one `defne-site media`
// made from its photos (content/media/), over a manifest made from the catalogue: each product's
// `image` (and its gallery extras) at one size, which a product with no photo keeps.
import { PLACEHOLDER_IMAGE } from '@defne/core';
import type { ResolvedSite } from '@defne/site/config';
import { IMAGE_PATH, createMedia } from './index';
import type { MediaImage, MediaManifest } from '@defne/site/config';
import generated from 'virtual:defne/media';

function plain(src: string, size: { width: number; height: number }): MediaImage {
  return { src, ...size, srcSet: `${src} ${size.width}w`, sources: [] };
}

/** A manifest from the catalogue alone (a site with no generated pictures). */
export function catalogManifest(site: ResolvedSite): MediaManifest {
  const { productImageSize: size, galleryExtras: extras } = site;
  const products: MediaManifest['products'] = {};
  for (const product of site.catalog.products) {
    const slot = IMAGE_PATH.exec(product.image);
    if (!slot) continue;
    const [main, ...more] = site.catalog.productGallery(product, extras);
    products[`${slot[1]}/${slot[2]}`] = {
      key: product.key,
      main: plain(main ?? product.image, size),
      extras: more.map((src, i) => ({ ...plain(src, size), n: i + 1 })),
    };
  }
  return {
    products,
    placeholder: plain(PLACEHOLDER_IMAGE, size),
    suppliers: {},
    avif: false,
  };
}

/** The generated pictures over the catalogue's: a product the step made no picture of keeps its own. */
export function withCatalog(site: ResolvedSite, made: MediaManifest): MediaManifest {
  const catalog = catalogManifest(site);
  return { ...made, products: { ...catalog.products, ...made.products } };
}

export async function siteMedia(site: ResolvedSite) {
  const manifest = site.media
    ? await site.media()
    : generated
      ? withCatalog(site, generated)
      : catalogManifest(site);
  return createMedia(manifest);
}
