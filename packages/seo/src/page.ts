import type { HeadTag } from './head';
import { headTags } from './head';
import type { JsonLdGraph, StructuredDataInput } from './jsonld';
import { buildJsonLd } from './jsonld';
import type { PageMeta } from './meta';
import type { CategoryId, PageId } from './types';
import { buildPageMeta } from './meta';

export type HeadInput<
  P extends string = PageId,
  C extends string = CategoryId,
> = StructuredDataInput<P, C> & {
  /** Share image of this page (site path or absolute URL), e.g. a product's picture. @default image */
  pageImage?: string;
};

export interface PageHead<P extends string = PageId, C extends string = CategoryId> {
  meta: PageMeta<P, C>;
  jsonLd: JsonLdGraph;
  /** Everything for `<head>`, JSON-LD script included. */
  tags: HeadTag[];
}

/** Metadata, JSON-LD and the flat list of head tags of one page, in one call. */
export function buildHead<P extends string = PageId, C extends string = CategoryId>(
  input: HeadInput<P, C>,
): PageHead<P, C> {
  const meta = buildPageMeta(input);
  const jsonLd = buildJsonLd(input);
  return { meta, jsonLd, tags: headTags(meta, jsonLd) };
}
