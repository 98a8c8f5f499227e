import type { HeadTag } from './head';
import { headTags } from './head';
import type { JsonLdGraph, StructuredDataInput } from './jsonld';
import { buildJsonLd } from './jsonld';
import type { PageMeta } from './meta';
import { buildPageMeta } from './meta';

export type HeadInput = StructuredDataInput;

export interface PageHead {
  meta: PageMeta;
  jsonLd: JsonLdGraph;
  /** Everything for `<head>`, JSON-LD script included. */
  tags: HeadTag[];
}

/** Metadata, JSON-LD and the flat list of head tags of one page, in one call. */
export function buildHead(input: HeadInput): PageHead {
  const meta = buildPageMeta(input);
  const jsonLd = buildJsonLd(input);
  return { meta, jsonLd, tags: headTags(meta, jsonLd) };
}
