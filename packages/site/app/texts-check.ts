// The texts the kit's pages need from a site, by the pages its route map has: a missing one stops
// the build with every missing key named, in each language (the kit's pages read texts by keys
// the site's content supplies, so TypeScript cannot see a gap; this check does).
import type { Lang, ProductDetails } from '@defne/core';
import type { ResolvedSite } from '@defne/site/config';
import { siteTexts } from '@defne/site/texts';
import { PRIVACY_BLOCKS, PRIVACY_RIGHTS } from './pages/privacy-sections';

type Tree = { readonly [key: string]: unknown };

function has(tree: Tree, path: string): boolean {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Tree)[part];
  }
  return typeof node === 'string' && node.trim() !== '';
}

/**
 * The keys (namespace.path) a site's texts must have for the pages of its route map. `details`
 * (the config's `productDetails`) adds the labels of the products' documents: each kind's name and
 * each document language's name, which a product page shows in every language ("Technical data
 * sheet (German)"); without it, a German sheet would read "(DE)" on every page.
 */
export function neededTexts(
  site: ResolvedSite,
  hasMap: boolean,
  details: Readonly<Record<string, ProductDetails>> = {},
): string[] {
  const pages = new Set(site.routes.pageIds);
  // A kit page the site replaces (`pages`) reads the site's own texts, not the kit page's.
  const kitPage = (id: string) => pages.has(id) && !site.pages[id];
  const keys = ['nav.tagline', 'footer.foundingLine', 'common.businessHours.value'];
  // The header's and footer's items: each page's label, and a dropdown's toggle label.
  const { navigation } = site;
  const labelled = new Set<string>(navigation.quickLinks);
  for (const entry of navigation.header) {
    if (typeof entry === 'string') {
      labelled.add(entry);
      continue;
    }
    labelled.add(entry.page);
    keys.push(`nav.${entry.page}Menu`);
    if (entry.children !== 'sectors') for (const id of entry.children) labelled.add(id);
  }
  keys.push(...[...labelled].map((id) => `nav.${id}`));
  keys.push(...(navigation.legal ?? []).map((id) => `footer.${id}`));
  // The 404 page's popular links (their own label, or the page's navigation label).
  for (const id of site.popular) keys.push(`notFound.popular.${id}`);
  for (const page of [...pages, 'notFound'])
    keys.push(`meta.${page}.title`, `meta.${page}.description`);
  if (pages.has('sectors')) {
    keys.push('meta.sector.title', 'meta.sector.description', 'catalog.title');
    // A sector's pages and the sectors page's link to each sector (D25).
    keys.push(
      ...['label', 'previous', 'next', 'page', 'status'].map((k) => `catalog.pagination.${k}`),
      'catalog.viewSector',
    );
    if (pages.has('search')) keys.push('catalog.searchEverywhere');
    for (const c of site.catalog.categories)
      keys.push(...['title', 'description', 'badge'].map((k) => `catalog.categories.${c.id}.${k}`));
    for (const p of site.catalog.products)
      keys.push(`catalog.products.${p.key}.name`, `catalog.products.${p.key}.description`);
    const documents = Object.values(details).flatMap((d) => d.documents);
    keys.push(
      ...new Set([
        ...documents.map((d) => `catalog.product.documentKinds.${d.kind}`),
        ...documents.map((d) => `catalog.product.languages.${d.lang}`),
      ]),
    );
  }
  if (kitPage('home')) {
    keys.push(
      ...['hero.slogan', 'hero.subtitle', 'hero.cta', 'sectors.title', 'sectors.viewAll'].map(
        (k) => `home.${k}`,
      ),
      ...['contact.title', 'contact.subtitle'].map((k) => `home.${k}`),
    );
    if (hasMap)
      keys.push(
        ...['title', 'subtitle', 'address', 'phone', 'email', 'mapLink', 'mapAlt'].map(
          (k) => `home.location.${k}`,
        ),
      );
  }
  if (['about', 'corporate', 'mission', 'vision'].some(kitPage)) {
    keys.push('about.title', 'about.subtitle', 'about.company.title', 'about.company.p1');
    const { stats } = site;
    if (stats.length) keys.push('about.stats.title', ...stats.map((s) => `about.stats.${s.id}`));
  }
  if (kitPage('suppliers')) {
    keys.push(
      ...['title', 'subtitle', 'intro'].map((k) => `suppliers.${k}`),
      ...['title', 'text', 'button'].map((k) => `suppliers.getInTouch.${k}`),
      ...['title', 'text', 'contactButton', 'homeButton'].map((k) => `suppliers.partner.${k}`),
      ...site.suppliers.flatMap((s) => [
        `suppliers.items.${s.id}.kind`,
        `suppliers.items.${s.id}.blurb`,
      ]),
    );
  }
  if (kitPage('privacy')) {
    keys.push(
      ...['title', 'subtitle', 'lastUpdated', 'intro'].map((k) => `privacy.${k}`),
      ...[...PRIVACY_BLOCKS, 'apply'].flatMap((b) => [`privacy.${b}.title`, `privacy.${b}.text`]),
      'privacy.rights.title',
      'privacy.rights.intro',
      ...PRIVACY_RIGHTS.map((k) => `privacy.rights.items.${k}`),
    );
  }
  // The quote list (D23): its header link, the add buttons and its page, each a kit default a
  // site may reword under the same key.
  if (pages.has('quote')) {
    keys.push(
      'nav.quoteList',
      'nav.quoteListCount_one',
      'nav.quoteListCount_other',
      ...['add', 'added', 'already', 'viewList'].map((k) => `catalog.quoteList.${k}`),
      ...QUOTE_TEXTS.map((k) => `quote.${k}`),
    );
  }
  // The product search (D23): its page's words, and the header's button on every page.
  if (pages.has('search')) keys.push('nav.search', ...SEARCH_TEXTS.map((k) => `search.${k}`));
  // The forms' own fields (`enquiry.fields`) where their page is: each field's label.
  const standard = { contact: kitPage('contact'), short: kitPage('home') };
  for (const [kind, fields] of Object.entries(site.enquiry.fields)) {
    if (!standard[kind as keyof typeof standard]) continue;
    keys.push(...(fields ?? []).map((f) => `forms.fields.${f.name}.label`));
  }
  // A form kind of the site's own (`enquiry.forms`): its page's heading and intro, its button, the
  // subject of its e-mail fallback, and each field's label.
  for (const [kind, form] of Object.entries(site.enquiry.forms)) {
    if (!pages.has(form.page)) continue;
    keys.push(
      ...KIND_TEXTS.map((k) => `forms.${kind}.${k}`),
      ...form.fields.map((f) => `forms.${kind}.fields.${f.name}.label`),
    );
  }
  return keys;
}

/** The texts the quote list's page shows (`quote.…`). */
export const QUOTE_TEXTS = [
  'title',
  'intro',
  'how.title',
  'how.steps.add',
  'how.steps.edit',
  'how.steps.send',
  'how.kept',
  'listTitle',
  'empty',
  'browse',
  'loading',
  'quantity',
  'unit',
  'remove',
  'removeLabel',
  'removed',
  'invalidQuantity',
  'units.kg',
  'units.litre',
  'units.metre',
  'units.roll',
  'units.piece',
  'formTitle',
  'note',
  'notePlaceholder',
  'submit',
  'mailSubject',
  'emptyError',
  'successTitle',
  'successMessage',
  'messageIntro',
  'line',
  'noteHeading',
];

/** The search page's texts (`search.…`; the kit words each in both languages). */
export const SEARCH_TEXTS = [
  'title',
  'intro',
  'label',
  'submit',
  'loading',
  'results_one',
  'results_other',
  'resultsLabel',
  'none',
  'noneHint',
  'browseSectors',
  'askUs',
  'failed',
] as const;

/** The texts a form kind of the site's own needs (`forms.{kind}.…`), besides its fields' labels. */
export const KIND_TEXTS = ['title', 'intro', 'submit', 'mailSubject'] as const;

/**
 * A needed text another key may stand in for: a field's label is its kind's own
 * (`forms.{kind}.fields.{name}.label`) or the one all forms share (`forms.fields.{name}.label`); a
 * popular link's label is its own (`notFound.popular.{page}`) or the page's in the navigation.
 */
function alternativesOf(key: string): string[] {
  const kindLabel = /^forms\.(\w+)\.fields\.(\w+)\.label$/.exec(key);
  if (kindLabel) return [`forms.fields.${kindLabel[2]}.label`];
  const popular = /^notFound\.popular\.(\w+)$/.exec(key);
  if (popular) return [`nav.${popular[1]}`];
  return [];
}

/** Every text (namespace.path) of a tree, in its order. */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leafKeys(value as Tree, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/**
 * The kit's own words (every text of its default texts): a language the kit ships no texts in
 * must word each of them itself, or its pages would show keys. The names of the documents'
 * languages are needed by the documents a site has (`neededTexts`), not by the kit's list.
 */
const kitWords = leafKeys(Object.values(siteTexts)[0] ?? {}).filter(
  (key) => !key.startsWith('catalog.product.languages.'),
);

/** A kit text only a site with a fallback language shows (D27): no other site need word it. */
const FALLBACK_NOTICE = 'common.fallbackNotice';

/**
 * Throws, naming every text the pages need and a language of the site lacks, with the file it
 * belongs in. A language the kit has no default texts in needs every one of the kit's words too.
 * Given each language with its fallback applied (`loadSiteTexts`), a site with a
 * `fallbackLanguage` is held to it in that language alone: the others read what they lack in it.
 */
export function checkSiteTexts(
  site: ResolvedSite,
  texts: Record<Lang, Tree>,
  options: { hasMap: boolean; details?: Readonly<Record<string, ProductDetails>> },
): void {
  const needed = neededTexts(site, options.hasMap, options.details);
  const present = (tree: Tree, key: string) =>
    has(tree, key) || alternativesOf(key).some((other) => has(tree, other));
  const words = site.fallbackLanguage ? kitWords : kitWords.filter((k) => k !== FALLBACK_NOTICE);
  const missing = site.languages.list.flatMap(({ code: lang }) =>
    (Object.hasOwn(siteTexts, lang) ? needed : [...new Set([...needed, ...words])])
      .filter((key) => !present(texts[lang] ?? {}, key))
      .map((key) => {
        const others = alternativesOf(key);
        const file = `content/data/pages/${key.split('.')[0]}.json`;
        return `${lang}: ${key}${others.length ? ` (or ${others.join(', ')})` : ''} in ${file}`;
      }),
  );
  if (missing.length) {
    throw new Error(
      `The site's texts lack what its pages show (each in its language, beside the kit's defaults):\n  - ${missing.join('\n  - ')}`,
    );
  }
}
