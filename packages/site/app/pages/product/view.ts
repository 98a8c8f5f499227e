import type { Lang } from '../../site-config';
import type { DocumentItem, ProductActionsProps, PropertyRow } from '@defne/ui';
import { expandImage, type ImageProps, type LoaderImage } from '../../media/compact';
import { PRODUCT_MODAL_SIZES } from '../../media/sizes';
import type { AddToQuoteListTexts } from '../../quote/add';

/** A product as its page and its modal show it, in one language (loader data: plain values). */
export interface ProductView {
  key: string;
  lang: Lang;
  name: string;
  description: string;
  badge: string;
  sectorTitle: string;
  sectorPath: string;
  sectorsPath: string;
  sectorsTitle: string;
  /** The product's path in this language. */
  path: string;
  /** Its absolute, canonical URL: what is shared. */
  url: string;
  /**
   * Its pictures, compact (media/compact.ts), as the sector grid's cards: `galleryOf` gives them
   * as the page and the modal show them.
   */
  gallery: LoaderImage[];
  labels: { close: string; previous: string; next: string; zoom: string; counter: string };
  actions: Omit<ProductActionsProps, 'linkComponent' | 'addToList'>;
  /** "Add to quote list", when the site has a quote list's page (D23). */
  addToList?: AddToQuoteListTexts & { listPath: string };
  /** The modal's link to this page, where the details are. */
  pageLink: string;
  /** What a buyer decides on (D23); each part only when the data has it. */
  facts: ProductFacts;
}

/** A product's details for its page, in its language. */
export interface ProductFacts {
  properties?: { caption: string; rows: PropertyRow[] };
  applications?: { title: string; text: string };
  packaging?: { title: string; text: string };
  documents?: { title: string; revisedLabel: string; items: DocumentItem[] };
  supplier?: { label: string; name: string; href: string | null };
  related?: {
    title: string;
    /** Each related product's card; its picture compact (media/compact.ts), as the grid's. */
    items: { key: string; href: string; title: string; badge: string; image: LoaderImage }[];
  };
}

/** The gallery counter of the texts ('{{current}} / {{total}}') as the modal's function. */
export function counterOf(template: string) {
  return (current: number, total: number) =>
    template.replace('{{current}}', String(current)).replace('{{total}}', String(total));
}

/** A gallery picture's text alternative: the product's name and the picture's number. */
const galleryAlt = (name: string, index: number) => `${name} – ${index + 1}`;

/** A product's pictures as its page and its modal show them. */
export function galleryOf({
  name,
  gallery,
}: Pick<ProductView, 'name' | 'gallery'>): (ImageProps & { alt: string })[] {
  return gallery.map((image, i) => ({
    ...expandImage(image, PRODUCT_MODAL_SIZES),
    alt: galleryAlt(name, i),
  }));
}
