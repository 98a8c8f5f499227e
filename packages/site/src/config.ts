/*
 * `@defne/site/config`: `defineSite`, the one config a kit site is. The kit's routes, pages, head,
 * JSON-LD, sitemap, robots, prerender list and i18next setup all come from it (README, Options).
 * Browser-safe and tiny: every page imports the config, so what only the build needs (the texts,
 * the picture manifest) is a function the kit calls in the prerender, never data in the bundle.
 */
import { buildDay } from '@defne/core';
import type {
  Catalog,
  CompanyFacts,
  Lang,
  ProductDetails,
  RouteMap,
  Stat,
  Supplier,
} from '@defne/core';
import type { FieldSpec } from '@defne/ui';
import type { ReactElement } from 'react';
import type { MediaManifest } from './media-types';
import type { SiteChromeComponents, SiteNavigation } from './SiteChrome';

export type {
  FixedImage,
  MediaFolder,
  MediaImage,
  MediaManifest,
  MediaSource,
  ProductExtraImage,
  ProductMedia,
} from './media-types';

/** A picture with its intrinsic size. */
export interface SiteImage {
  src: string;
  width: number;
  height: number;
}

/** A `<link>` of every page's head: favicons, the web manifest. */
export interface SiteHeadLink {
  rel: string;
  href: string;
  type?: string;
  sizes?: string;
}

/** A text tree of one language (each namespace an object of texts). */
export type SiteTextTree = { readonly [namespace: string]: object };

/**
 * A form kind of a site's own (`enquiry.forms`), besides the kit's `contact` and `short`: a form
 * on a page of its own, sent through the kit's enquiry pipeline to a template of its own.
 */
export interface SiteFormConfig {
  /**
   * The page id (in the route map, `routes`) the kit makes the form's page at: heading, intro and
   * the form, with its head and JSON-LD, in both languages. No page the kit or the site already
   * makes (`home`, `contact`, `about`…, or one named in `pages`).
   */
  page: string;
  /**
   * The form's fields, in order, as `@defne/ui`'s `FieldSpec`s (as `enquiry.fields`): checked by
   * these rules in the browser and before sending, and sent to the kind's template by their names.
   */
  fields: readonly FieldSpec[];
}

/** Where the enquiry forms post, and what they ask. */
export interface SiteEnquiryConfig {
  /**
   * The `to_email` of every enquiry; a build's `VITE_ENQUIRY_TO_EMAIL` overrides it.
   * @default company.email
   */
  toEmail?: string;
  /**
   * A form's own fields instead of the standard ones (`contact`: name, e-mail, company, message;
   * `short`: name or company, e-mail, phone, message), as `@defne/ui`'s `FieldSpec`s: name, type
   * (`text`, `email`, `tel`, `url`, `textarea`), `required`, `maxLength`, `autoComplete`, `rows`.
   * They are checked by these rules in the browser and before sending, sent to the kind's
   * template by their names, and worded by the site's `forms` texts: `fields.{name}.label`
   * (and `.placeholder`), `validation.{name}Required` and `validation.{name}TooLong` (else the
   * kit's `validation.required` and `validation.tooLong`).
   */
  fields?: Partial<Record<'contact' | 'short', readonly FieldSpec[]>>;
  /**
   * Form kinds of the site's own, by kind id (a lowercase identifier such as `sample` or
   * `sample_request`; not `contact` or `short`): each on its own page of the route map, sent to
   * its own template (`VITE_EMAILJS_{KIND}_TEMPLATE_ID`; the local outbox's `{kind}-form`), worded
   * by the site's `forms.{kind}` texts: `title`, `intro`, `submit`, `mailSubject`, each field's
   * `fields.{name}.label` (and `.placeholder`, `validation.{name}Required`…; README, "Forms").
   * @default {}
   */
  forms?: Readonly<Record<string, SiteFormConfig>>;
}

/** The kit's pages a site can replace (`pages`), by page id; `notFound` is the 404 page. */
export type SitePageId = string;

/** Everything a kit site is, besides its content files and its tokens stylesheet. */
export interface SiteConfig {
  /** The company facts (`companyFacts` of `@defne/core`): name, address, phone, hours, stats. */
  company: CompanyFacts<string>;
  /**
   * The route map (`createRouteMap` of `@defne/core`): languages' paths of every page and slug,
   * and the default language (`defaultLang`, `'tr'` unless given), which `/` shows until the
   * visitor chooses.
   */
  routes: RouteMap<string, string>;
  /** The catalogue (`createCatalog` of `@defne/core`): sectors and products, in order. */
  catalog: Catalog<string, string, string>;
  /** The suppliers the suppliers page (or the about page) shows. @default [] */
  suppliers?: readonly Supplier[];
  /** The public origin, e.g. `https://www.example.com` (`SITE_ORIGIN` overrides it). */
  origin: string;
  /** The languages' labels on the language switch. @default { tr: 'TR', en: 'EN' } */
  languageLabels?: Partial<Record<Lang, string>>;
  /**
   * The site's tokens stylesheet (its colours, font and radii over the kit's), relative to the
   * site's folder. A file named here must exist; without the option a missing `tokens.css` means
   * the kit's tokens alone. @default 'tokens.css'
   */
  tokens?: string;
  /** The mark beside the company name (decorative: the name is beside it). */
  logo: SiteImage;
  /** A square logo for the Organization JSON-LD: a site path or URL. @default logo.src */
  schemaLogo?: string;
  /**
   * The share image of every page, a site path or URL (or one per language).
   * @default the `og` picture of each language in `media`
   */
  shareImage?: string | ((lang: Lang) => string);
  /** Favicons and the web manifest, as `<link>`s of every page. @default [{ rel: 'icon', href: logo.src }] */
  headLinks?: readonly SiteHeadLink[];
  /** The header's and footer's items (page ids of `routes`). */
  navigation: SiteNavigation<string>;
  /** The 404 page's "Popular pages" (page ids). @default navigation.quickLinks */
  popular?: readonly string[];
  /** The currency of the Product JSON-LD offers (prices are on request). @default 'TRY' */
  currency?: string;
  /** The languages the company answers in (JSON-LD contact points). @default ['Turkish', 'English'] */
  contactLanguages?: readonly string[];
  /** The footer's copyright year. */
  copyrightYear: number;
  /**
   * The Product JSON-LD offers' validity, an ISO date such as `2026-12-31`, never before the day
   * of the build (the build stops on a past one). Left out, the offers carry no date: right for
   * prices on request, and nothing goes stale. @default none
   */
  priceValidUntil?: string;
  /**
   * Each product's details (D23): properties, applications, packaging, supplier, documents and
   * related products (`details.ts` of `defne-content`). A function, so only the prerender of
   * the product pages reads them: no page's script carries them. @default none
   */
  productDetails?: () => Promise<Readonly<Record<string, ProductDetails>>>;
  /**
   * Each language's texts, laid over the kit's defaults. Functions, so no text ships to the
   * browser in the bundle: the prerender reads them, and the browser loads the other language's
   * as a chunk of its own when the visitor switches.
   */
  texts: Record<Lang, () => Promise<SiteTextTree>>;
  /**
   * The pictures' manifest (hero, map, product pictures in sizes and formats, supplier logos).
   * Without one, each product shows its `image` at `productImageSize`, the home hero has no
   * picture and the location block no map.
   */
  media?: () => Promise<MediaManifest>;
  /** The intrinsic size of product pictures when there is no `media`. @default { width: 800, height: 800 } */
  productImageSize?: { width: number; height: number };
  /**
   * The frame's parts the site draws itself: `{ Header, Footer }`, each given the props the kit's
   * would get (compose one from `@defne/ui`'s compound parts to replace, say, the top bar).
   * @default the kit's
   */
  components?: SiteChromeComponents;
  /** The extra pictures a product's gallery shows when there is no `media`. @default 0 */
  galleryExtras?: number;
  /**
   * The sectors' icons the site draws itself, by the `icon` name its sector data gives: an SVG
   * element (`<path>`s in a 24 × 24 box, drawn with the current colour). A name with no entry here
   * is one of the kit's set (`iconNames` of @defne/ui).
   */
  sectorIcons?: Readonly<Record<string, ReactElement>>;
  /** The statistics the about page counts up. @default company.stats */
  stats?: readonly Stat<string>[];
  /** The catalogue's search field. @default true */
  search?: boolean;
  /** The enquiry forms' target and kinds. */
  enquiry?: SiteEnquiryConfig;
  /**
   * Pages the site writes itself, replacing the kit's: page id (or `notFound`) → a route module,
   * relative to the site's folder, e.g. `{ about: 'pages/about.tsx' }`.
   */
  pages?: Readonly<Record<SitePageId, string>>;
}

/** A problem of a site's config, as the build prints it. */
function problemsOf(config: Partial<SiteConfig>): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, text: string) => {
    if (!ok) problems.push(text);
  };
  need(config.company, '`company` is missing: the company facts (`companyFacts` of @defne/core)');
  need(config.routes, '`routes` is missing: the route map (`createRouteMap` of @defne/core)');
  need(config.catalog, '`catalog` is missing: the catalogue (`createCatalog` of @defne/core)');
  need(config.origin, '`origin` is missing: the public origin, e.g. `https://www.example.com`');
  need(config.logo?.src, '`logo` is missing: `{ src, width, height }` of the mark beside the name');
  need(
    config.shareImage || config.media,
    '`shareImage` is missing: the share image, a site path or URL (or `media` with `og` pictures)',
  );
  need(config.navigation?.header, "`navigation.header` is missing: the header's items");
  need(config.navigation?.quickLinks, "`navigation.quickLinks` is missing: the footer's links");
  need(
    config.texts?.tr && config.texts.en,
    "`texts` is missing: `{ tr: () => import(…), en: () => import(…) }`, each language's texts",
  );
  if (config.tokens !== undefined && !/\.css$/i.test(String(config.tokens)))
    problems.push(
      `\`tokens\` must be the tokens stylesheet's path, such as \`tokens.css\`, not ${JSON.stringify(config.tokens)}`,
    );
  const year = config.copyrightYear;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1000 || year > 9999)
    problems.push(
      `\`copyrightYear\` must be the footer's year, such as 2026, not ${JSON.stringify(year)}`,
    );
  const until = config.priceValidUntil;
  if (
    until !== undefined &&
    (typeof until !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}$/.test(until) ||
      Number.isNaN(Date.parse(until)))
  )
    problems.push(
      `\`priceValidUntil\` must be an ISO date such as \`2026-12-31\` (the offers' validity in the Product JSON-LD), not ${JSON.stringify(until)}`,
    );
  else if (until !== undefined && until < buildDay())
    problems.push(
      `\`priceValidUntil\` (site.config.ts) is ${until}, before the day of the build (${buildDay()}): every offer would be published expired. Give a later date, or leave it out (the offers then carry no date)`,
    );
  problems.push(...enquiryProblems(config));
  return problems;
}

/** The kit's own form kinds: their fields are `enquiry.fields`, never an `enquiry.forms` kind. */
const STANDARD_KINDS = ['contact', 'short'];
/** A form kind's id: a lowercase identifier (its template variable is its upper snake case). */
const KIND_ID = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
/** The `forms` texts' own keys: a kind's texts are `forms.{kind}`, so no kind takes one of them. */
const RESERVED_KINDS = [
  'fields',
  'validation',
  'failure',
  'optional',
  'submit',
  'submitting',
  'retry',
];
/** A field's name: a template parameter and a text key. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Names the pipeline sends or the form holds itself: the recipient, the key, the honeypot. */
const RESERVED_FIELDS = ['to_email', 'enquiry_id', 'website'];
const FIELD_TYPES = ['text', 'email', 'tel', 'url', 'textarea'];
/** The page ids the kit makes a page of its own for (app/routes.ts: one route module each). */
export const KIT_PAGE_IDS = [
  'home',
  'about',
  'corporate',
  'mission',
  'vision',
  'suppliers',
  'contact',
  'privacy',
  'sectors',
  'quote',
  'search',
  'notFound',
] as const;

/** What is wrong with a form's field list (`at` names it in the message). */
function fieldProblems(at: string, fields: unknown): string[] {
  if (!Array.isArray(fields) || fields.length === 0)
    return [`\`${at}\` must list the form's fields (\`FieldSpec\`s of @defne/ui), at least one`];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const field of fields as Partial<FieldSpec>[]) {
    const name = field?.name;
    if (typeof name !== 'string' || !FIELD_NAME.test(name)) {
      problems.push(
        `\`${at}\` has a field named ${JSON.stringify(name)}: a name is a letter, then letters, digits or _ (it is the template's parameter)`,
      );
      continue;
    }
    if (seen.has(name))
      problems.push(`\`${at}\` names \`${name}\` twice: each field needs a name of its own`);
    seen.add(name);
    if (RESERVED_FIELDS.includes(name))
      problems.push(
        `\`${at}\` has a field \`${name}\`, a name the kit sends or places itself (${RESERVED_FIELDS.join(', ')}): name it otherwise`,
      );
    if (!FIELD_TYPES.includes(field.type as string))
      problems.push(
        `\`${at}\`: the field \`${name}\` has type ${JSON.stringify(field.type)}, not one of ${FIELD_TYPES.join(', ')}`,
      );
    if (!Number.isInteger(field.maxLength) || (field.maxLength as number) < 1)
      problems.push(
        `\`${at}\`: the field \`${name}\` needs \`maxLength\`, its longest value in characters (a positive whole number)`,
      );
  }
  return problems;
}

/** What is wrong with the enquiry forms' options: own fields, and form kinds of the site's own. */
function enquiryProblems(config: Partial<SiteConfig>): string[] {
  const problems: string[] = [];
  for (const [kind, fields] of Object.entries(config.enquiry?.fields ?? {}))
    problems.push(...fieldProblems(`enquiry.fields.${kind}`, fields));
  const pageIds: readonly string[] = config.routes?.pageIds ?? [];
  const pageOf = new Map<string, string>();
  for (const [kind, form] of Object.entries(config.enquiry?.forms ?? {})) {
    const at = `enquiry.forms.${kind}`;
    if (STANDARD_KINDS.includes(kind)) {
      problems.push(
        `\`${at}\`: \`${kind}\` is one of the kit's own forms (${STANDARD_KINDS.join(', ')}); give its own fields in \`enquiry.fields.${kind}\`, or name the new kind otherwise`,
      );
      continue;
    }
    if (RESERVED_KINDS.includes(kind))
      problems.push(
        `\`${at}\`: \`${kind}\` is a key of the \`forms\` texts themselves (${RESERVED_KINDS.join(', ')}), where each kind's texts are (\`forms.{kind}\`): name the kind otherwise`,
      );
    else if (!KIND_ID.test(kind))
      problems.push(
        `\`${at}\`: the form kind ${JSON.stringify(kind)} is not a lowercase identifier (a–z, 0–9 and _ between words, starting with a letter), such as \`sample\` or \`sample_request\``,
      );
    const page = form?.page;
    if (typeof page !== 'string' || page === '')
      problems.push(`\`${at}.page\` is missing: the page id of the route map the form is on`);
    else if (config.routes && !pageIds.includes(page))
      problems.push(
        `\`${at}.page\` is \`${page}\`, which is not a page of the route map (\`routes\`): add it to \`createRouteMap({ pages })\` with its tr and en paths`,
      );
    else if ((KIT_PAGE_IDS as readonly string[]).includes(page) || config.pages?.[page])
      problems.push(
        `\`${at}.page\` is \`${page}\`, a page ${config.pages?.[page] ? 'the site writes itself (`pages`)' : 'the kit makes'}: the form needs a page of its own`,
      );
    else if (pageOf.has(page))
      problems.push(
        `\`${at}.page\` is \`${page}\`, the page of \`enquiry.forms.${pageOf.get(page)}\` too: each form needs a page of its own`,
      );
    if (typeof page === 'string' && !pageOf.has(page)) pageOf.set(page, kind);
    problems.push(...fieldProblems(`${at}.fields`, form?.fields));
  }
  return problems;
}

/** Throws, naming every missing or malformed option, when a site's config is incomplete. */
export function checkSiteConfig(config: Partial<SiteConfig>): void {
  const problems = problemsOf(config);
  if (problems.length) {
    throw new Error(
      `The site's config (defineSite) is incomplete:\n  - ${problems.join('\n  - ')}`,
    );
  }
}

/**
 * A kit site's one config (`site.config.ts`, its default export). It is only typed here; the
 * build checks it (`checkSiteConfig`) and stops with every missing option named.
 */
export function defineSite<const C extends SiteConfig>(config: C): C {
  return config;
}
