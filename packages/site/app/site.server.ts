// Build time only (route loaders): each prerendered page carries just the texts it shows, in its
// own language, and its finished <head>, as loader data. No translation file ships as JavaScript.
import { inLang, type Lang } from '@defne/core';
import { createSiteServer } from '@defne/site/server';
import { siteTexts, withSiteTexts } from '@defne/site/texts';
import { site } from './site-config';
import { siteMedia } from './media/site-media.server';
import { FIELDS, isStandardKind, type FormKind } from './enquiry/limits';

// The config was checked and resolved by `siteRouterConfig` (react-router.config.ts) before any
// page is built: every default is filled in.
const codes = site.languages.list.map((l) => l.code);
const texts = Object.fromEntries(
  await Promise.all(
    codes.map(async (lang) => [
      lang,
      withSiteTexts(lang, await inLang(site.texts, lang, 'the site texts')()),
    ]),
  ),
) as Record<Lang, ReturnType<typeof withSiteTexts>>;

/** The kit's texts' shape, which a language the kit has no texts in words in full. */
type KitTexts = (typeof siteTexts)[string];

export const media = await siteMedia(site);

/** Each product's details (D23), read by the prerender only: none of it is in a page's script. */
export const productDetails = (await site.productDetails?.()) ?? {};

export const server = createSiteServer({
  routes: site.routes,
  texts,
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
 * The `forms` texts one form shows, for its page's loader data: its own kind's texts and its own
 * fields' labels (the site's `enquiry.fields`, a kind of its own's `enquiry.forms.{kind}.fields`,
 * else the kind's standard ones), not the other forms'. A kind of the site's own that words no
 * success or error message of its own shows the contact form's.
 */
export function formTexts(lang: Lang, kind: FormKind): Texts {
  const { forms } = pick(lang, ['forms']);
  const own = isStandardKind(kind) ? site.enquiry.fields[kind] : site.enquiry.forms[kind]?.fields;
  const names: readonly string[] =
    own?.map((f) => f.name) ?? (isStandardKind(kind) ? FIELDS[kind] : []);
  const kinds = new Set(['contact', 'short', ...Object.keys(site.enquiry.forms)]);
  const rest = Object.fromEntries(
    Object.entries(forms as Texts).filter(([key]) => !kinds.has(key) && key !== 'fields'),
  );
  const ownFields = Object.fromEntries(
    Object.entries((forms.fields ?? {}) as Record<string, unknown>).filter(([name]) =>
      names.includes(name),
    ),
  );
  const { successTitle, successMessage, errorMessage } = forms.contact ?? {};
  const kindTexts = isStandardKind(kind)
    ? forms[kind]
    : { successTitle, successMessage, errorMessage, ...forms[kind] };
  return { forms: { ...rest, [kind]: kindTexts, fields: ownFields } };
}
