// Build time only (route loaders): each prerendered page carries just the texts it shows, in its
// own language, and its finished <head>, as loader data. No translation file ships as JavaScript.
import type { Lang } from '@defne/core';
import { createSiteServer, loadSiteTexts } from '@defne/site/server';
import { siteTexts, type withSiteTexts } from '@defne/site/texts';
import { site } from './site-config';
import { siteMedia } from './media/site-media.server';
import type { FormKind } from '@defne/site/enquiry-fields';
import { kindFormTexts } from '@defne/site/enquiry-fields';

// The config was checked and resolved by `siteRouterConfig` (react-router.config.ts) before any
// page is built: every default is filled in.
const codes = site.languages.list.map((l) => l.code);
// Each language's texts, with what a language lacks read in the site's fallback language (D27).
const resolved = await loadSiteTexts(site);
const texts = resolved.texts as Record<Lang, ReturnType<typeof withSiteTexts>>;

/** The kit's texts' shape, which a language the kit has no texts in words in full. */
type KitTexts = (typeof siteTexts)[string];

export const media = await siteMedia(site);

/** Each product's details (D23), read by the prerender only: none of it is in a page's script. */
export const productDetails = await site.productDetails();

export const server = createSiteServer({
  routes: site.routes,
  texts,
  ...(site.fallbackLanguage ? { fallback: resolved } : {}),
  seo: {
    company: site.company,
    catalog: { categories: site.catalog.categories, products: site.catalog.products },
    origin: site.origin,
    // Without a `shareImage`, each language's `og` picture: the manifest is only read here.
    image:
      site.shareImage ??
      ((lang) => {
        const og = media.ogImage(lang);
        if (!og) throw new Error('The site has no `shareImage` and its media no `og` picture');
        return og.src;
      }),
    logo: site.schemaLogo,
    priceValidUntil: site.priceValidUntil,
    productDetails,
    suppliers: site.suppliers,
    currency: site.currency,
    contactLanguages: [...site.contactLanguages],
    languages: site.languages,
    // The words of the structured data in a language the kit has none in: the site's own texts
    // (checked to be there by the build, as every kit text is in such a language).
    strings: Object.fromEntries(
      codes
        .filter((lang) => !Object.hasOwn(siteTexts, lang))
        .map((lang) => [
          lang,
          { documentKinds: (texts[lang] as KitTexts).catalog.product.documentKinds },
        ]),
    ),
  },
});

// The kit's pages read texts whose keys the site's content supplies: a tree of strings, typed
// loosely (any key) here; the content schema checks that both languages have the same keys.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a text tree of the site's content
type Texts = Record<string, any>;
export const pick = server.pick as (lang: Lang, namespaces: readonly string[]) => Texts;
export const pickPart = server.pickPart as (
  lang: Lang,
  namespace: string,
  keys: readonly string[],
) => Texts;
export const { headFor, headsFor, routeOf } = server;

/**
 * The `forms` texts one form shows, for the loader data of a page whose own render needs them (a
 * kind's page shows its title): `kindFormTexts`, as the forms' code fetches them elsewhere.
 */
export function formTexts(lang: Lang, kind: FormKind): Texts {
  return { forms: kindFormTexts(pick(lang, ['forms']).forms as Texts, site.enquiry, kind) };
}
