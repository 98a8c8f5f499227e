import type { Lang } from '../../site-config';
import type { ProductActionsProps } from '@defne/ui';
import type { ImageProps } from '../../media/loader-images.server';

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
  gallery: (ImageProps & { alt: string })[];
  labels: { close: string; previous: string; next: string; zoom: string; counter: string };
  actions: Omit<ProductActionsProps, 'linkComponent'>;
}

/** The gallery counter of the texts ('{{current}} / {{total}}') as the modal's function. */
export function counterOf(template: string) {
  return (current: number, total: number) =>
    template.replace('{{current}}', String(current)).replace('{{total}}', String(total));
}
