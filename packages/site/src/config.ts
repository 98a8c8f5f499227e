/*
 * `@defne/site/config`: `defineSite`, the one config a kit site is, and its schema. The kit's
 * routes, pages, head, JSON-LD, sitemap, robots, prerender list and i18next setup all come from
 * it (README, Options, which the schema writes). The build checks a config once (`resolveSite`,
 * called by `siteRouterConfig`), fills in every default, and hands the pages and the prerender
 * the resolved object (`virtual:defne/site`). Every page imports the site's config, and with it
 * `defineSite`: the schema is made by a function, so a page's bundle leaves it and zod out. What
 * only the build needs (the texts, the picture manifest) is a function the kit calls in the
 * prerender, never data in the bundle.
 */
import { buildDay, defaultLanguages, languageCodes } from '@defne/core';
import type * as CoreSchema from '@defne/core/schema';
import type { LanguagesInput } from '@defne/core/schema';
import { z } from 'zod';
import type {
  Catalog,
  CompanyFacts,
  Lang,
  Languages,
  ProductDetails,
  RouteMap,
  Stat,
  Supplier,
} from '@defne/core';
import type { FieldSpec } from '@defne/ui';
import type { ReactElement } from 'react';
import { kitDefault } from './kit-default';
import type { MediaManifest } from './media-types';
import type { SiteChromeComponents, SiteNavigation } from './SiteChrome';

export type { NavEntry, SiteNavigation } from './SiteChrome';

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
  /** The `to_email` of every enquiry; a build's `VITE_ENQUIRY_TO_EMAIL` overrides it. */
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
   */
  forms?: Readonly<Record<string, SiteFormConfig>>;
}

/** The kit's pages a site can replace (`pages`), by page id; `notFound` is the 404 page. */
export type SitePageId = string;

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

/** The public origin of the site: build-time `SITE_ORIGIN`, else the given default, no trailing slash. */
export function siteOrigin(fallback: string): string {
  return (process.env.SITE_ORIGIN ?? fallback).replace(/\/+$/, '');
}

/** What the README's Options table says of an option: its type, and its default (or **required**). */
export interface OptionDoc {
  type: string;
  default: string;
  /** The rows of an object option's own options (`navigation.header`…), in order. */
  parts?: Readonly<Record<string, Omit<OptionDoc, 'parts'>>>;
}

const REQUIRED = '**required**';

/** Reports a problem of the config, at a path below the option being checked. */
type Report = (message: string, path?: readonly PropertyKey[]) => void;

/**
 * An option of type `T`, taken as given (its TypeScript type describes it) and checked by `check`
 * alone, so that every message the schema can give is one of the kit's, worded for a site's
 * author, and none is zod's own.
 */
function option<T>(check?: (value: unknown, report: Report) => void) {
  const schema = z.custom<T>();
  if (!check) return schema;
  return schema.superRefine((value, ctx) =>
    check(value, (message, path = []) =>
      ctx.addIssue({ code: 'custom', message, path: [...path] }),
    ),
  );
}

/** An option that must be there (any truthy value), with the message naming what it is for. */
const required = <T>(message: string, present: (value: unknown) => unknown = (v) => v) =>
  option<T>((value, report) => {
    if (!present(value)) report(message);
  });

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a form's field list (`at` names it in the message). */
function checkFields(at: string, fields: unknown, report: Report): void {
  if (!Array.isArray(fields) || fields.length === 0) {
    report(`\`${at}\` must list the form's fields (\`FieldSpec\`s of @defne/ui), at least one`);
    return;
  }
  const seen = new Set<string>();
  for (const field of fields as Partial<FieldSpec>[]) {
    const name = field?.name;
    if (typeof name !== 'string' || !FIELD_NAME.test(name)) {
      report(
        `\`${at}\` has a field named ${JSON.stringify(name)}: a name is a letter, then letters, digits or _ (it is the template's parameter)`,
      );
      continue;
    }
    if (seen.has(name))
      report(`\`${at}\` names \`${name}\` twice: each field needs a name of its own`);
    seen.add(name);
    if (RESERVED_FIELDS.includes(name))
      report(
        `\`${at}\` has a field \`${name}\`, a name the kit sends or places itself (${RESERVED_FIELDS.join(', ')}): name it otherwise`,
      );
    if (!FIELD_TYPES.includes(field.type as string))
      report(
        `\`${at}\`: the field \`${name}\` has type ${JSON.stringify(field.type)}, not one of ${FIELD_TYPES.join(', ')}`,
      );
    if (!Number.isInteger(field.maxLength) || (field.maxLength as number) < 1)
      report(
        `\`${at}\`: the field \`${name}\` needs \`maxLength\`, its longest value in characters (a positive whole number)`,
      );
  }
}

/**
 * What is wrong with the enquiry forms' options: own fields, and form kinds of the site's own,
 * whose pages must be pages of the route map that neither the kit nor the site already makes.
 */
function checkEnquiry(config: Partial<SiteConfig>, report: Report): void {
  for (const [kind, fields] of Object.entries(config.enquiry?.fields ?? {}))
    checkFields(`enquiry.fields.${kind}`, fields, report);
  const pageIds: readonly string[] = config.routes?.pageIds ?? [];
  const pageOf = new Map<string, string>();
  for (const [kind, form] of Object.entries(config.enquiry?.forms ?? {})) {
    const at = `enquiry.forms.${kind}`;
    if (STANDARD_KINDS.includes(kind)) {
      report(
        `\`${at}\`: \`${kind}\` is one of the kit's own forms (${STANDARD_KINDS.join(', ')}); give its own fields in \`enquiry.fields.${kind}\`, or name the new kind otherwise`,
      );
      continue;
    }
    if (RESERVED_KINDS.includes(kind))
      report(
        `\`${at}\`: \`${kind}\` is a key of the \`forms\` texts themselves (${RESERVED_KINDS.join(', ')}), where each kind's texts are (\`forms.{kind}\`): name the kind otherwise`,
      );
    else if (!KIND_ID.test(kind))
      report(
        `\`${at}\`: the form kind ${JSON.stringify(kind)} is not a lowercase identifier (a–z, 0–9 and _ between words, starting with a letter), such as \`sample\` or \`sample_request\``,
      );
    const page = form?.page;
    if (typeof page !== 'string' || page === '')
      report(`\`${at}.page\` is missing: the page id of the route map the form is on`);
    else if (config.routes && !pageIds.includes(page))
      report(
        `\`${at}.page\` is \`${page}\`, which is not a page of the route map (\`routes\`): add it to \`createRouteMap({ pages })\` with a path in each language`,
      );
    else if ((KIT_PAGE_IDS as readonly string[]).includes(page) || config.pages?.[page])
      report(
        `\`${at}.page\` is \`${page}\`, a page ${config.pages?.[page] ? 'the site writes itself (`pages`)' : 'the kit makes'}: the form needs a page of its own`,
      );
    else if (pageOf.has(page))
      report(
        `\`${at}.page\` is \`${page}\`, the page of \`enquiry.forms.${pageOf.get(page)}\` too: each form needs a page of its own`,
      );
    if (typeof page === 'string' && !pageOf.has(page)) pageOf.set(page, kind);
    checkFields(`${at}.fields`, form?.fields, report);
  }
}

/**
 * Core's `languagesSchema`, loaded when a config is checked. Not imported: in dev the browser
 * loads this module (a site's config imports `defineSite` from it), and `@defne/core/schema`
 * is node only (it reads the content folder).
 */
function languagesSchema(): (typeof CoreSchema)['languagesSchema'] {
  const { createRequire } = process.getBuiltinModule('node:module');
  const { dirname, join } = process.getBuiltinModule('node:path');
  const require = createRequire(import.meta.url);
  // The entry by its file: the package exports it for `import` only, which a sync check cannot use.
  const manifest = require.resolve('@defne/core/package.json');
  const { exports } = require(manifest) as { exports: { './schema': { import: string } } };
  const schema = require(join(dirname(manifest), exports['./schema'].import));
  return (schema as typeof CoreSchema).languagesSchema;
}

/** A path below an option as the README writes it: `list[2].code`. */
function pathWords(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');
}

/** The value at `path` of what the config gave. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let node = value;
  for (const part of path) node = (node as Record<PropertyKey, unknown> | undefined)?.[part];
  return node;
}

/**
 * What is wrong with a config's `languages`, checked by core's `languagesSchema` and worded here
 * for a site's author (zod's own words never reach one).
 */
function checkLanguages(value: unknown, report: Report): void {
  if (value === undefined) return;
  const result = languagesSchema().safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) {
    const at = `\`languages${pathWords(issue.path)}\``;
    const given = valueAt(value, issue.path);
    const inItem = issue.path[0] === 'list' && typeof issue.path[1] === 'number';
    if (issue.code === 'unrecognized_keys')
      report(
        `${at} has ${issue.keys.map((key) => `\`${key}\``).join(', ')}: ${inItem ? 'a language takes `code`, `label`, `dir`, `tag` and `ogLocale`' : '`languages` takes `default` and `list`'}`,
      );
    else if (issue.code === 'invalid_value')
      report(`${at} must be \`ltr\` or \`rtl\`, not ${JSON.stringify(given)}`);
    else if (issue.code === 'invalid_type')
      report(
        issue.path.length === 0
          ? `\`languages\` must be \`{ default, list: [{ code, label, dir?, tag?, ogLocale? }, …] }\`, not ${JSON.stringify(given)}`
          : given === undefined
            ? `${at} is missing`
            : `${at} must be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}, not ${JSON.stringify(given)}`,
      );
    else if (issue.message.startsWith('must be'))
      report(`${at} ${issue.message}, not ${JSON.stringify(given)}`);
    else if (/^(is|must) /.test(issue.message)) report(`${at} ${issue.message}`);
    else report(`${at}: ${issue.message}`);
  }
}

/** The site's languages the config names (checked), else the kit's defaults; null if malformed. */
export function siteLanguages(config: { languages?: unknown }): Languages | null {
  if (config.languages === undefined) return defaultLanguages;
  const result = languagesSchema().safeParse(config.languages);
  return result.success ? result.data : null;
}

/** The languages' names in English, as the JSON-LD contact points name them. */
export function contactLanguagesOf(languages: Languages): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  return languages.list.map((l) => names.of(l.code) ?? l.label);
}

/** `(tr, en, de)`: a language list in a message. */
const codeList = (codes: readonly string[]) => `(${codes.join(', ')})`;

/**
 * What the options keyed by language (`texts`, `languageLabels`) and the route map (the content's
 * paths and slugs) lack or have beyond the site's languages: none is ignored (D22).
 */
function checkLanguageKeys(given: Partial<SiteConfig>, languages: Languages, report: Report) {
  const codes = languageCodes(languages);
  const texts = given.texts as Record<string, unknown> | undefined;
  if (texts) {
    for (const code of codes)
      if (!texts[code])
        report(
          `\`texts.${code}\` is missing: every language of the site needs its texts (\`${code}: () => import(…)\`)`,
          ['texts', code],
        );
  }
  const foreign = (option: 'texts' | 'languageLabels', what: string) => {
    for (const code of Object.keys((given[option] as object | undefined) ?? {}))
      if (!codes.includes(code))
        report(
          `\`${option}.${code}\`: "${code}" is not one of the site's languages ${codeList(codes)}: add it to \`languages.list\`, or remove ${what}`,
          [option, code],
        );
  };
  foreign('texts', 'its texts');
  foreign('languageLabels', 'its label');
  const routes = given.routes as Partial<RouteMap<string, string>> | undefined;
  if (!Array.isArray(routes?.languages)) return;
  for (const code of codes)
    if (!routes.languages.includes(code))
      report(
        `\`routes\` has no "${code}" paths, and "${code}" is a language of \`languages\`: give every page, sector and product its "${code}" path or slug in the content (\`createRouteMap\`)`,
        ['routes'],
      );
  for (const code of routes.languages)
    if (!codes.includes(code))
      report(
        `\`routes\` has "${code}" paths, and "${code}" is not one of the site's languages ${codeList(codes)}: add it to \`languages.list\`, or remove it from the content`,
        ['routes'],
      );
  // A config that names no languages takes the route map's default (`resolved`).
  if (
    given.languages !== undefined &&
    routes.defaultLang !== undefined &&
    routes.defaultLang !== languages.default
  )
    report(
      `\`routes\` has "${routes.defaultLang}" as its default language and \`languages.default\` is "${languages.default}": make them the same (\`createRouteMap\`'s \`defaultLang\`)`,
      ['routes'],
    );
}

/**
 * The options of `defineSite`, in the order the build names their problems and the README lists
 * them. Each carries its README row (`.meta`): type and default.
 */
function siteOptions() {
  return {
    company: required<CompanyFacts<string>>(
      '`company` is missing: the company facts (`companyFacts` of @defne/core)',
    ).meta({
      type: '`CompanyFacts` (`companyFacts` of `@defne/core`): name, address, phone, hours, stats',
      default: REQUIRED,
    }),
    languages: option<LanguagesInput>(checkLanguages).optional().meta({
      type: "`{ default, list: [{ code, label, dir?, tag?, ogLocale? }, …] }`: the site's languages, in the language switch's order; `dir` is `ltr` unless given, `tag` (BCP 47: hreflang, `<html lang>`) the code, `ogLocale` from the tag. Every option keyed by language (`texts`, `languageLabels`) and the route map follow it, and a language one of them lacks or adds stops the build",
      default: 'Turkish (the default) and English (`defaultLanguages` of `@defne/core`)',
    }),
    fallbackLanguage: option<Lang>((code, report) => {
      if (typeof code !== 'string' || !/^[a-z]{2,3}$/.test(code))
        report(
          `\`fallbackLanguage\` must be the code of one of the site's languages, such as \`en\`, not ${JSON.stringify(code)}`,
        );
    })
      .optional()
      .meta({
        type: 'a language code of `languages`: the language every other one falls back to where its texts are not written yet (a language added gradually). Its own texts must be whole; a page of another language that lacks one of its own texts shows the fallback\'s words with a notice (`common.fallbackNotice`), and stays out of that language\'s hreflang alternates and the sitemap; the build reports how much of each language is written (README, "A language added gradually")',
        default: 'none: every language must be written whole, or the build stops',
      }),
    routes: required<RouteMap<string, string>>(
      '`routes` is missing: the route map (`createRouteMap` of @defne/core)',
    ).meta({
      type: '`RouteMap` (`createRouteMap` of `@defne/core`): every page\'s and slug\'s path per language, and the default language (see "Languages" above)',
      default: REQUIRED,
    }),
    catalog: required<Catalog<string, string, string>>(
      '`catalog` is missing: the catalogue (`createCatalog` of @defne/core)',
    ).meta({
      type: '`Catalog` (`createCatalog` of `@defne/core`): sectors and products, in order',
      default: REQUIRED,
    }),
    origin: required<string>(
      '`origin` is missing: the public origin, e.g. `https://www.example.com`',
    ).meta({
      type: '`string`, the public origin (`SITE_ORIGIN` overrides it at build time; no trailing slash)',
      default: REQUIRED,
    }),
    logo: required<SiteImage>(
      '`logo` is missing: `{ src, width, height }` of the mark beside the name',
      (logo) => (logo as Partial<SiteImage> | undefined)?.src,
    ).meta({
      type: '`{ src, width, height }`, the decorative mark beside the name',
      default: REQUIRED,
    }),
    // Checked with `media` below: either gives the share image.
    shareImage: option<string | ((lang: Lang) => string)>().optional().meta({
      type: 'site path or URL, or `(lang) => string`',
      default: '**required** without `media` (else its `og` pictures)',
    }),
    navigation: option<SiteNavigation<string>>((navigation, report) => {
      const given = navigation as Partial<SiteNavigation<string>> | undefined;
      if (!given?.header) report("`navigation.header` is missing: the header's items", ['header']);
      if (!given?.quickLinks)
        report("`navigation.quickLinks` is missing: the footer's links", ['quickLinks']);
    }).meta({
      type: "the header's and footer's items (page ids of `routes`)",
      default: REQUIRED,
      parts: {
        header: { type: "page ids, or `{ page, children: ids \\| 'sectors' }`", default: REQUIRED },
        quickLinks: { type: "page ids of the footer's quick links", default: REQUIRED },
        legal: { type: 'page ids linked under the copyright line', default: '`[]`' },
        footerSectors: { type: 'how many sectors the footer lists', default: '`4`' },
      },
    }),
    // Each language's loader is checked with `languages` below.
    texts: required<Record<Lang, () => Promise<SiteTextTree>>>(
      "`texts` is missing: `{ tr: () => import(…), en: () => import(…) }`, each language's texts",
    ).meta({
      type: "`{ [language]: () => import(…) }`, each language's texts, laid over the kit's defaults (a language the kit has no texts in words every key)",
      default: REQUIRED,
    }),
    tokens: option<string>((tokens, report) => {
      if (!/\.css$/i.test(String(tokens)))
        report(
          `\`tokens\` must be the tokens stylesheet's path, such as \`tokens.css\`, not ${JSON.stringify(tokens)}`,
        );
    })
      .optional()
      .meta({
        type: "`string`: the tokens stylesheet, relative to the site's folder (a file named here must exist)",
        default: "`'tokens.css'` (none: the kit's tokens)",
      }),
    copyrightYear: option<number>((year, report) => {
      if (typeof year !== 'number' || !Number.isInteger(year) || year < 1000 || year > 9999)
        report(
          `\`copyrightYear\` must be the footer's year, such as 2026, not ${JSON.stringify(year)}`,
        );
    }).meta({
      type: "`number`, the footer's `{{year}}`",
      default: `${REQUIRED} (no default to go stale)`,
    }),
    priceValidUntil: option<string>((until, report) => {
      if (typeof until !== 'string' || !ISO_DAY.test(until) || Number.isNaN(Date.parse(until)))
        report(
          `\`priceValidUntil\` must be an ISO date such as \`2026-12-31\` (the offers' validity in the Product JSON-LD), not ${JSON.stringify(until)}`,
        );
      // D23: no published date is in the past on the day of the build.
      else if (until < buildDay())
        report(
          `\`priceValidUntil\` (site.config.ts) is ${until}, before the day of the build (${buildDay()}): every offer would be published expired. Give a later date, or leave it out (the offers then carry no date)`,
        );
    })
      .optional()
      .meta({
        type: "ISO date (`2026-12-31`): the Product JSON-LD offers' validity; a date before the day of the build stops it",
        default: 'none: the offers carry no date',
      }),
    // Checked with `routes` and `pages` below: a form kind's page must be theirs.
    enquiry: option<SiteEnquiryConfig>()
      .optional()
      .meta({
        type: "the enquiry forms' target and kinds",
        default: '`{}`',
        parts: {
          fields: {
            type: "`{ contact?, short? }`, each `FieldSpec[]` of `@defne/ui`: a form's own fields (texts: `forms.fields.{name}.label`, `forms.validation.{name}Required`…)",
            default: 'the standard fields',
          },
          forms: {
            type: '`{ [kind]: { page, fields: FieldSpec[] } }`: form kinds of the site\'s own, each on its page of the route map, sent to its own template ("Forms")',
            default: "`{}`: the kit's two forms",
          },
          toEmail: {
            type: "the enquiries' `to_email` (`VITE_ENQUIRY_TO_EMAIL` overrides it)",
            default: '`company.email`',
          },
        },
      }),
    productDetails: option<() => Promise<Readonly<Record<string, ProductDetails>>>>()
      .optional()
      .meta({
        type: "`() => import(…)` of each product's details (`details.ts` of `defne-content`): properties, applications, packaging, supplier, documents, related; only the prerender reads them",
        default: 'none: a product page shows its picture and text only',
      }),
    media: option<() => Promise<MediaManifest>>().optional().meta({
      type: '`() => import(…)` of a `MediaManifest` (pictures in sizes and formats, hero, map, logos)',
      default: "none: each product's `image` at `productImageSize`",
    }),
    productImageSize: option<{ width: number; height: number }>()
      .default({ width: 800, height: 800 })
      .meta({
        type: '`{ width, height }` of product pictures without `media`',
        default: '`{ width: 800, height: 800 }`',
      }),
    galleryExtras: option<number>()
      .default(0)
      .meta({ type: 'extra pictures per product without `media`', default: '`0`' }),
    suppliers: option<readonly Supplier[]>()
      .default([])
      .meta({ type: '`Supplier[]`, for the suppliers page or the about page', default: '`[]`' }),
    stats: option<readonly Stat<string>[]>().optional().meta({
      type: '`Stat[]`, any ids (their labels: `about.stats.{id}`), the about page counts up',
      default: '`company.stats`',
    }),
    sectorIcons: option<Readonly<Record<string, ReactElement>>>().default({}).meta({
      type: "`{ [icon name]: ReactElement }`, the site's own glyphs (24 × 24, current colour); a name with none is one of the kit's set (`iconNames` of `@defne/ui`)",
      default: "`{}`: the kit's set",
    }),
    search: option<boolean>()
      .default(true)
      .meta({ type: "`boolean`, the catalogue's search field", default: '`true`' }),
    languageLabels: option<Partial<Record<Lang, string>>>().optional().meta({
      type: "`{ [language]: label }`, the two-language switch's short labels (a menu of more shows each language's `label`)",
      default: "each language's code in capitals (`{ tr: 'TR', en: 'EN' }`)",
    }),
    popular: option<readonly string[]>()
      .optional()
      .meta({ type: 'page ids the 404 page offers', default: '`navigation.quickLinks`' }),
    headLinks: option<readonly SiteHeadLink[]>().optional().meta({
      type: '`{ rel, href, type?, sizes? }[]`: favicons, web manifest',
      default: "`[{ rel: 'icon', href: logo.src }]`",
    }),
    schemaLogo: option<string>().optional().meta({
      type: 'a square logo for the Organization JSON-LD, at least 112 px: a site path or URL',
      default: '`logo.src`',
    }),
    currency: option<string>()
      .default('TRY')
      .meta({ type: 'ISO 4217 code of the offers (prices are on request)', default: "`'TRY'`" }),
    contactLanguages: option<readonly string[]>().optional().meta({
      type: '`string[]`, in English, of the JSON-LD contact points',
      default: "the English names of the site's languages (`['Turkish', 'English']`)",
    }),
    components: option<SiteChromeComponents>().optional().meta({
      type: "`{ Header?, Footer? }`: the frame's parts drawn by the site (given the kit's props; compose from `@defne/ui`'s `HeaderRoot`, `HeaderTopBar`, …)",
      default: "the kit's",
    }),
    pages: option<Readonly<Record<SitePageId, string>>>().default({}).meta({
      type: "`{ [page id or 'notFound']: route module }`, pages the site writes itself, relative to the site's folder",
      default: "`{}`: the kit's pages",
    }),
  };
}

/** The options' order: the build names problems in it. */
type SiteOptions = ReturnType<typeof siteOptions>;

/** Everything a kit site is, besides its content files and its tokens stylesheet (README, Options). */
export type SiteConfig = z.input<z.ZodObject<SiteOptions>>;

/** `productDetails` of a site without details: none. Pure: a page's bundle leaves it out. */
const noProductDetails = /* @__PURE__ */ kitDefault(
  async (): Promise<Readonly<Record<string, ProductDetails>>> => ({}),
);

/** The defaults that depend on other options, filled in once the config is checked. */
function resolved(config: z.output<z.ZodObject<SiteOptions>>) {
  const { company, navigation, logo, enquiry = {} } = config;
  // Checked by the option's own check: it resolves here. Without it, the kit's two languages,
  // the default being the route map's (an English-first site's `defaultLang: 'en'`).
  const named = siteLanguages(config) ?? defaultLanguages;
  const routeDefault = config.languages === undefined ? config.routes.defaultLang : undefined;
  const languages =
    routeDefault && routeDefault !== named.default && languageCodes(named).includes(routeDefault)
      ? { ...named, default: routeDefault }
      : named;
  const codes = languageCodes(languages);
  return {
    ...config,
    languages,
    origin: siteOrigin(config.origin),
    productDetails: config.productDetails ?? noProductDetails,
    stats: config.stats ?? company.stats,
    popular: config.popular ?? navigation.quickLinks,
    headLinks: config.headLinks ?? [{ rel: 'icon', href: logo.src }],
    schemaLogo: config.schemaLogo ?? logo.src,
    languageLabels: {
      ...Object.fromEntries(codes.map((lang) => [lang, lang.toUpperCase()])),
      ...config.languageLabels,
    } as Record<Lang, string>,
    contactLanguages: config.contactLanguages ?? contactLanguagesOf(languages),
    enquiry: {
      toEmail: enquiry.toEmail ?? company.email,
      fields: enquiry.fields ?? {},
      forms: enquiry.forms ?? {},
    } satisfies Required<SiteEnquiryConfig>,
  };
}

/**
 * The schema of `defineSite`'s options: each option's own checks, the ones between options (the
 * share image or `media`; the form kinds' pages), and the defaults. Made on call: only the build
 * checks a config, and a page's bundle must not carry zod.
 */
export function siteSchema() {
  return z
    .object(siteOptions())
    .superRefine(
      (config, ctx) => {
        const given = (config ?? {}) as Partial<SiteConfig>;
        const report: Report = (message, path = []) =>
          ctx.addIssue({ code: 'custom', message, path: [...path] });
        if (!given.shareImage && !given.media)
          report(
            '`shareImage` is missing: the share image, a site path or URL (or `media` with `og` pictures)',
            ['shareImage'],
          );
        checkEnquiry(given, (message, path = []) => report(message, ['enquiry', ...path]));
        const languages = siteLanguages(given);
        if (languages) checkLanguageKeys(given, languages, report);
        const fallback = given.fallbackLanguage;
        if (languages && typeof fallback === 'string' && /^[a-z]{2,3}$/.test(fallback)) {
          const codes = languageCodes(languages);
          if (!codes.includes(fallback))
            report(
              `\`fallbackLanguage\` is "${fallback}", which is not one of the site's languages ${codeList(codes)}: name one of them, or leave it out`,
              ['fallbackLanguage'],
            );
        }
      },
      // Every problem at once, even when an option's own check failed.
      { when: () => true },
    )
    .transform(resolved);
}

/** A site's config as the build checked it, every default filled in: what pages and servers read. */
export type ResolvedSite = ReturnType<typeof resolved>;

/**
 * Checks a site's config once, at build (`siteRouterConfig`), and returns it with every default
 * filled in. Throws, naming every missing or malformed option, when it is incomplete.
 */
export function resolveSite(config: SiteConfig): ResolvedSite {
  const result = siteSchema().safeParse(config);
  if (result.success) return result.data;
  // In the options' order, as the README lists them: the first problem is the first to fix.
  const order = Object.keys(siteOptions());
  const rank = (issue: z.core.$ZodIssue) => order.indexOf(String(issue.path[0]));
  const problems = [...result.error.issues]
    .map((issue, index) => ({ issue, index }))
    .sort((a, b) => rank(a.issue) - rank(b.issue) || a.index - b.index)
    .map(({ issue }) => issue.message);
  throw new Error(`The site's config (defineSite) is incomplete:\n  - ${problems.join('\n  - ')}`);
}

/** The README's "Options" table, written from the schema (`pnpm --filter @defne/site options`). */
export function optionsReference(): string {
  const rows: string[][] = [];
  for (const [name, schema] of Object.entries(siteOptions())) {
    const doc = schema.meta() as unknown as OptionDoc;
    if (doc.parts)
      for (const [sub, row] of Object.entries(doc.parts))
        rows.push([`\`${name}.${sub}\``, row.type, row.default]);
    else rows.push([`\`${name}\``, doc.type, doc.default]);
  }
  return [
    '| Option | Type | Default |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** The markers of the generated section in packages/site/README.md. */
export const OPTIONS_START =
  '<!-- options:start (generated from the schema by `pnpm --filter @defne/site options`) -->';
export const OPTIONS_END = '<!-- options:end -->';

/** A README with its generated Options table replaced by `reference`. */
export function withOptionsReference(readme: string, reference: string): string {
  const start = readme.indexOf(OPTIONS_START);
  const end = readme.indexOf(OPTIONS_END);
  if (start < 0 || end < start) throw new Error('the README has no options markers');
  return `${readme.slice(0, start + OPTIONS_START.length)}\n\n${reference}\n\n${readme.slice(end)}`;
}

/**
 * A kit site's one config (`site.config.ts`, its default export). It is only typed here; the
 * build checks it (`resolveSite`) and stops with every missing option named.
 */
export function defineSite<const C extends SiteConfig>(config: C): C {
  return config;
}
