import { describe, expect, it } from 'vitest';
import { categories, products } from '../catalog';
import { constants } from '../constants';
import { defaultVariables } from '../company';
import { pageIds } from '../routes';
import { supplierIds } from '../suppliers';
import { en } from '../generated/locales/en';
import { tr } from '../generated/locales/tr';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const trEntries = flatten(tr);
const enEntries = flatten(en as Tree);
const enMap = new Map(enEntries);

const variables = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const sentences = (s: string) => s.match(/[^.!?]+[.!?]+/g) ?? [];
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** Proper names allowed to keep Turkish letters in English text. */
const turkishNamesInEnglish = ['Türkiye', 'İstanbul'];
/** Texts that are rightly the same in both languages. */
const sameInBothLanguages = new Set([
  'forms.requiredMarker',
  'catalog.modal.imageCounter',
  'contact.details.whatsapp',
  'contact.details.linkedin',
  'meta.product.title',
]);

describe('resources', () => {
  it('have the namespaces of the contract', () => {
    const namespaces = [
      'common',
      'nav',
      'home',
      'about',
      'catalog',
      'suppliers',
      'contact',
      'forms',
      'notFound',
      'privacy',
      'footer',
      'meta',
    ];
    expect(Object.keys(tr).sort()).toEqual([...namespaces].sort());
    expect(Object.keys(en).sort()).toEqual([...namespaces].sort());
  });

  it('have identical key sets in both languages', () => {
    expect(enEntries.map(([k]) => k)).toEqual(trEntries.map(([k]) => k));
    expect(trEntries.length).toBeGreaterThan(300);
  });

  it('have no empty or padded strings', () => {
    for (const [key, value] of [...trEntries, ...enEntries]) {
      expect(value.trim(), key).not.toBe('');
      // privacyNotice.before ends with the space before the link.
      if (!key.endsWith('privacyNotice.before')) expect(value, key).toBe(value.trim());
    }
  });

  it('use the same interpolation variables in both languages', () => {
    for (const [key, value] of trEntries) {
      expect(variables(enMap.get(key)!), key).toEqual(variables(value));
    }
  });

  it('use only variables that are defaults or passed where the text is used', () => {
    const allowed = new Set([
      ...Object.keys(defaultVariables),
      'count',
      'max',
      'year',
      'sector',
      'name',
      'current',
      'total',
      // Product pages and actions (D17): the product's name, key, page URL and first sentence.
      'product',
      'key',
      'url',
      'summary',
    ]);
    for (const [key, value] of [...trEntries, ...enEntries]) {
      for (const v of variables(value)) expect(allowed.has(v!), `${key}: ${v}`).toBe(true);
    }
  });

  it('contain no HTML, no placeholders and no lorem ipsum', () => {
    for (const [key, value] of [...trEntries, ...enEntries]) {
      expect(value, key).not.toMatch(/<\/?[a-z][^>]*>|&[a-z]+;/i);
      expect(value, key).not.toMatch(/(?<!\p{L})(lorem|ipsum|todo|tbd|fixme)(?!\p{L})/iu);
    }
  });

  it('keep Turkish letters out of English, proper names aside', () => {
    for (const [key, value] of enEntries) {
      let rest = value;
      for (const name of turkishNamesInEnglish) rest = rest.replaceAll(name, '');
      expect(rest, key).not.toMatch(/[ğşıİçöüĞŞÇÖÜ]/);
    }
  });

  it('leave no English sentence in Turkish', () => {
    for (const [key, value] of trEntries) {
      expect(value, key).not.toMatch(
        /(?<!\p{L})(the|and|with|your|our|please|of|for|is|are|we|you)(?!\p{L})/iu,
      );
      if (sameInBothLanguages.has(key)) continue;
      if (words(value) >= 2 || value.length > 12) expect(enMap.get(key), key).not.toBe(value);
    }
  });

  it('write real Turkish with its own letters', () => {
    const all = trEntries.map(([, v]) => v).join(' ');
    for (const letter of ['ğ', 'ş', 'ı', 'İ', 'ç', 'ö', 'ü']) expect(all).toContain(letter);
  });
});

describe('catalogue texts', () => {
  it('name and describe every category', () => {
    for (const res of [tr, en]) {
      expect(Object.keys(res.catalog.categories)).toEqual(categories.map((c) => c.id));
      for (const c of categories) {
        const t = res.catalog.categories[c.id];
        expect(t.title.length).toBeGreaterThan(3);
        expect(t.badge.length).toBeGreaterThan(3);
        expect(sentences(t.description).length).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('name every product and describe it in two to four sentences', () => {
    for (const res of [tr, en]) {
      expect(Object.keys(res.catalog.products)).toEqual(products.map((p) => p.key));
      for (const p of products) {
        const t = res.catalog.products[p.key];
        if (!t) throw new Error(`${p.key}: no texts`);
        expect(t.name.length, p.key).toBeGreaterThan(3);
        const n = sentences(t.description).length;
        expect(n, `${p.key}: ${t.description}`).toBeGreaterThanOrEqual(2);
        expect(n, p.key).toBeLessThanOrEqual(4);
        expect(sentences(t.description).join(''), p.key).toBe(t.description);
        expect(words(t.description), p.key).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it('use the spec product names', () => {
    const enNames = Object.values(en.catalog.products)
      .map((p) => p.name)
      .join(' | ');
    for (const name of [
      /Microglass/,
      /Separator/,
      /Spunbond Polyester/,
      /Filter Paper/,
      /Bag Filter Rolls/,
      /Pleating Machines/,
      /Adhesives/,
      /Tapes/,
      /Printing Inks/,
      /Alginate Impression Material/,
      /Modeling Wax/,
      /Dentist Units/,
      /Nonwoven Wall Material/,
      /Water Blocking Tapes/,
    ]) {
      expect(enNames).toMatch(name);
    }
    for (const res of [tr, en]) {
      const names = Object.values(res.catalog.products)
        .map((p) => p.name)
        .join(' ');
      for (const grade of ['G2', 'G3', 'G4', 'F6', 'F7', 'F8']) expect(names).toContain(grade);
    }
  });

  it('mention cable in the texts, not as a catalogue item', () => {
    expect(tr.about.company.p4).toMatch(/kablo/);
    expect(en.about.company.p4).toMatch(/cable/);
    expect(tr.catalog.products.waterBlockingTapes?.description).toMatch(/kablo/);
    expect(en.catalog.products.waterBlockingTapes?.description).toMatch(/cable/);
    expect(Object.keys(tr.catalog.categories)).not.toContain('cable');
  });

  it('have one plural form per Intl plural category of each language', () => {
    expect(new Intl.PluralRules('tr').resolvedOptions().pluralCategories.sort()).toEqual([
      'one',
      'other',
    ]);
    expect(new Intl.PluralRules('en').resolvedOptions().pluralCategories.sort()).toEqual([
      'one',
      'other',
    ]);
    expect(en.catalog.itemCount_one).toBe('{{count}} product');
    expect(en.catalog.itemCount_other).toBe('{{count}} products');
  });
});

describe('supplier texts', () => {
  it('give every supplier a kind and a blurb', () => {
    for (const res of [tr, en]) {
      expect(Object.keys(res.suppliers.items)).toEqual(supplierIds);
      for (const id of supplierIds) {
        expect(res.suppliers.items[id].kind.length).toBeGreaterThan(2);
        expect(sentences(res.suppliers.items[id].blurb)).toHaveLength(1);
      }
    }
  });
});

describe('spec wordings', () => {
  it('are exact in English', () => {
    expect(en.forms.submit).toBe('Send Message');
    expect(en.forms.submitting).toBe('Sending...');
    expect(en.forms.contact.successTitle).toBe('Message Sent Successfully!');
    expect(en.forms.contact.errorMessage).toBe(
      'An error occurred while sending your message. Please try again later.',
    );
    expect(en.forms.short.errorMessage).toBe('Failed to send message. Please try again.');
    expect(en.forms.short.successMessage).toMatch(/24 hours/);
    expect(en.forms.validation).toMatchObject({
      nameRequired: 'Name or company name is required',
      emailRequired: 'Email address is required',
      emailInvalid: 'Please enter a valid email address',
      messageRequired: 'Message is required',
    });
    expect(en.catalog.searchPlaceholder).toBe('Search products...');
    expect(en.catalog.noResults).toBe('No products found. Please try a different search term.');
    expect(en.notFound.title).toBe('404 - Page Not Found');
    expect(en.forms.retry).toBe('Retry');
    expect(en.forms.notSpecified).toBe('Not specified');
  });

  it('are natural in Turkish', () => {
    expect(tr.notFound.title).toBe('404 - Sayfa Bulunamadı');
    expect(tr.forms.short.successMessage).toMatch(/24 saat/);
    expect(tr.forms.submitting).toBe('Gönderiliyor...');
  });

  it('state the business hours of the constants', () => {
    const { opens, closes } = constants.BUSINESS_HOURS;
    expect(tr.common.businessHours.value).toBe(`Pazartesi–Cuma ${opens}–${closes}`);
    expect(en.common.businessHours.value).toBe(`Mon-Fri ${opens}-${closes}`);
  });

  it('put the field limit into every too-long message', () => {
    for (const res of [tr, en]) {
      for (const [key, value] of Object.entries(res.forms.validation)) {
        if (key.endsWith('TooLong')) expect(value).toContain('{{max}}');
      }
    }
  });

  it('name the KVKK and its article 11 rights in the privacy notice', () => {
    expect(tr.privacy.intro).toMatch(/6698/);
    expect(en.privacy.intro).toMatch(/6698/);
    expect(Object.keys(tr.privacy.rights.items)).toHaveLength(9);
    expect(tr.privacy.rights.title).toMatch(/11/);
    expect(en.privacy.rights.title).toMatch(/11/);
  });
});

describe('meta', () => {
  it('titles and describes every page, the sector pages and the 404 page', () => {
    for (const res of [tr, en]) {
      expect(Object.keys(res.meta).sort()).toEqual(
        [...pageIds, 'sector', 'product', 'notFound'].sort(),
      );
      for (const [key, value] of Object.entries(res.meta)) {
        expect(value.title, key).toMatch(/\{\{company\}\}/);
        expect(value.description.length, key).toBeGreaterThan(50);
        expect(value.description.length, key).toBeLessThanOrEqual(200);
      }
      expect(res.meta.sector.title).toContain('{{sector}}');
      expect(res.meta.sector.description).toContain('{{sector}}');
      expect(res.meta.product.title).toContain('{{product}}');
      expect(res.meta.product.description).toContain('{{summary}}');
    }
    expect(tr.meta.notFound.title).toMatch(/^404 - Sayfa Bulunamadı/);
    expect(en.meta.notFound.title).toMatch(/^404 - Page Not Found/);
  });
});
