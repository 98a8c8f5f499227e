// The scale bench's test catalogue (issue 54): Kuzeyhan's products cloned under other names,
// addresses, descriptions and properties, dealt over every sector in turn, every field filled in
// every language of the source data, one in ten renamed once (its earlier address in
// `previousSlugs`). Test data for `pnpm --filter @defne/web bench:scale`, written only into the
// bench's throwaway copy: never into packages/content, never shipped.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { slugify } from '@defne/core';

/** What a clone adds to its source, per language; a source in any other language stops the bench. */
const WORDS = {
  tr: {
    code: 'Ürün kodu',
    supply: 'Tedarik',
    origin: 'Menşe',
    series: 'Seri',
    feature: (code, f) => `${code} serisinin öne çıkan özelliği: ${f}.`,
    shipping: (city, days) => `Siparişler ${city} deposundan ${days} iş günü içinde sevk edilir.`,
    packaging: (pack) => `Standart ambalaj: ${pack}. Büyük siparişler palet üzerinde sevk edilir.`,
    applications: (sector) => `${sector} alanındaki üretim ve bakım işleri.`,
  },
  en: {
    code: 'Product code',
    supply: 'Supply',
    origin: 'Origin',
    series: 'Series',
    feature: (code, f) => `The ${code} series stands out for ${f}.`,
    shipping: (city, days) => `Orders ship from our ${city} warehouse within ${days} working days.`,
    packaging: (pack) => `Standard packaging: ${pack}. Large orders ship on pallets.`,
    applications: (sector) => `Production and maintenance work in ${sector.toLowerCase()}.`,
  },
};

/** Pairs of words in each language, picked by a product's number (no randomness: same input, same bytes). */
const QUALIFIERS = [
  { tr: 'Ekonomik', en: 'Economy' },
  { tr: 'Yüksek Performanslı', en: 'High-Performance' },
  { tr: 'Ağır Hizmet', en: 'Heavy-Duty' },
  { tr: 'Premium', en: 'Premium' },
  { tr: 'Hafif', en: 'Lightweight' },
  { tr: 'Standart', en: 'Standard' },
  { tr: 'Profesyonel', en: 'Professional' },
];
const FEATURES = [
  { tr: 'tutarlı kalite', en: 'its consistent quality' },
  { tr: 'uzun kullanım ömrü', en: 'its long service life' },
  { tr: 'sıkı boyut toleransları', en: 'its tight dimensional tolerances' },
  { tr: 'neme ve korozyona karşı direnç', en: 'its resistance to moisture and corrosion' },
  { tr: 'parti bazında izlenebilirlik', en: 'its batch-level traceability' },
  { tr: 'enerji tasarruflu üretim', en: 'its energy-saving production' },
  { tr: 'uluslararası standartlara uygunluk', en: 'its compliance with international standards' },
  { tr: 'kısa teslim süresi', en: 'its short lead time' },
];
const CITIES = [
  { tr: 'İstanbul', en: 'Istanbul' },
  { tr: 'Bursa', en: 'Bursa' },
  { tr: 'İzmir', en: 'Izmir' },
  { tr: 'Kocaeli', en: 'Kocaeli' },
  { tr: 'Ankara', en: 'Ankara' },
];
const ORIGINS = [
  { tr: 'Türkiye', en: 'Türkiye' },
  { tr: 'Almanya', en: 'Germany' },
  { tr: 'İtalya', en: 'Italy' },
  { tr: 'Güney Kore', en: 'South Korea' },
  { tr: 'Japonya', en: 'Japan' },
];
const PACKS = [
  { tr: '25 kg torba', en: '25 kg bags' },
  { tr: '1.000 m rulo', en: '1,000 m rolls' },
  { tr: '10 adetlik koli', en: 'cartons of 10' },
  { tr: '200 L varil', en: '200 L drums' },
];
const SUPPLY = [
  { tr: 'Stoktan', en: 'From stock' },
  { tr: 'Siparişe göre üretim', en: 'Made to order' },
  {
    tr: 'Stoktan, büyük miktarlar siparişe göre',
    en: 'From stock; large quantities made to order',
  },
];
const UNITS = [['kg'], ['roll', 'metre'], ['piece'], ['kg', 'litre'], ['metre']];

/** How many of the generated products are renamed once: one in `RENAMED_EVERY`. */
export const RENAMED_EVERY = 10;

/**
 * The generated products, beside the source ones (which stay as they are).
 * @param {object} o
 * @param {{ key: string, data: any }[]} o.sources the source products, each with its data file's content
 * @param {{ id: string, data: any }[]} o.sectors every sector (the products are dealt over them in turn)
 * @param {string[]} o.suppliers supplier ids (for a clone whose source names none)
 * @param {number} o.count how many to make
 * @returns {{ key: string, data: any }[]}
 */
export function generateProducts({ sources, sectors, suppliers, count }) {
  if (!sources.length) throw new Error('no source products to clone');
  const languages = Object.keys(sources[0].data.name);
  for (const lang of languages)
    if (!WORDS[lang])
      throw new Error(
        `the scale bench has no generated words in "${lang}" (bench/scale/catalogue.mjs: WORDS and the word lists)`,
      );
  const ids = sectors.map((s) => s.id).sort();
  const bySector = new Map(ids.map((id) => [id, sources.filter((s) => s.data.sector === id)]));
  const lastOrder = new Map(
    ids.map((id) => [id, Math.max(0, ...bySector.get(id).map((s) => s.data.order))]),
  );
  const sectorTitle = new Map(sectors.map((s) => [s.id, s.data.title]));
  /** Keys made so far per sector, for `related`. */
  const keysIn = new Map(ids.map((id) => [id, []]));
  /** @type {{ key: string, data: any }[]} */
  const out = [];
  for (let i = 0; i < count; i++) {
    const sector = ids[i % ids.length];
    const pool = bySector.get(sector).length ? bySector.get(sector) : sources;
    const round = Math.floor(i / ids.length);
    const source = pool[round % pool.length];
    const serial = String(i + 1).padStart(String(count).length, '0');
    const code = `${sector.slice(0, 2).toUpperCase()}-${serial}`;
    const key = `${source.key}-g${serial}`;
    const qualifier = QUALIFIERS[(round + i) % QUALIFIERS.length];
    const feature = FEATURES[i % FEATURES.length];
    const city = CITIES[(i >> 1) % CITIES.length];
    const origin = ORIGINS[(i * 3) % ORIGINS.length];
    const pack = PACKS[i % PACKS.length];
    const supply = SUPPLY[i % SUPPLY.length];
    const days = 2 + (i % 4);
    const perLang = (make) => Object.fromEntries(languages.map((lang) => [lang, make(lang)]));
    const src = source.data;
    const name = perLang((lang) => {
      const base = src.name[lang];
      const q = base.toLocaleLowerCase(lang).includes(qualifier[lang].toLocaleLowerCase(lang))
        ? ''
        : `${qualifier[lang]} `;
      return `${q}${base} ${code}`;
    });
    const renamed = i % RENAMED_EVERY === RENAMED_EVERY - 1;
    const order = lastOrder.get(sector) + 1;
    lastOrder.set(sector, order);
    const related = keysIn.get(sector).slice(-3);
    keysIn.get(sector).push(key);
    const data = {
      $schema: src.$schema,
      sector,
      order,
      name,
      description: perLang((lang) =>
        [
          src.description[lang],
          WORDS[lang].feature(code, feature[lang]),
          WORDS[lang].shipping(city[lang], days),
        ].join(' '),
      ),
      photos: [],
      slug: perLang((lang) => slugify(name[lang])),
      previousSlugs: perLang((lang) =>
        renamed ? [slugify(`${src.name[lang]} ${WORDS[lang].series} ${i + 1}`)] : [],
      ),
      properties: [
        ...(src.properties ?? []),
        {
          label: perLang((lang) => WORDS[lang].code),
          value: code, // the same in every language, as the site's own codes and standards are
        },
        {
          label: perLang((lang) => WORDS[lang].supply),
          value: perLang((lang) => supply[lang]),
        },
        {
          label: perLang((lang) => WORDS[lang].origin),
          value: perLang((lang) => origin[lang]),
        },
      ],
      applications:
        src.applications ??
        perLang((lang) => WORDS[lang].applications(sectorTitle.get(sector)[lang])),
      packaging: src.packaging ?? perLang((lang) => WORDS[lang].packaging(pack[lang])),
      supplier: src.supplier ?? suppliers[i % suppliers.length],
      quoteUnits: src.quoteUnits ?? UNITS[i % UNITS.length],
      related,
    };
    if (!related.length) delete data.related;
    out.push({ key, data });
  }
  return out;
}

/** Reads a content folder's products, sectors and suppliers (`data/…`). */
export function readContent(contentDir) {
  const data = join(contentDir, 'data');
  const read = (dir) =>
    readdirSync(join(data, dir))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => ({
        key: f.slice(0, -5),
        data: JSON.parse(readFileSync(join(data, dir, f), 'utf8')),
      }));
  return {
    sources: read('products'),
    sectors: read('sectors').map(({ key, data }) => ({ id: key, data })),
    suppliers: read('suppliers').map(({ key }) => key),
  };
}

/**
 * Fills a content folder (the bench's copy) up to `total` products: its own ones stay, the rest
 * are generated. Returns how many it wrote.
 */
export function writeCatalogue(contentDir, total) {
  const content = readContent(contentDir);
  const count = total - content.sources.length;
  if (count < 0)
    throw new Error(
      `the catalogue already has ${content.sources.length} products: ask for at least that many`,
    );
  const products = generateProducts({ ...content, count });
  for (const { key, data } of products)
    writeFileSync(
      join(contentDir, 'data', 'products', `${key}.json`),
      `${JSON.stringify(data, null, 2)}\n`,
    );
  return products.length;
}
