// @vitest-environment node
// The scale bench's generated catalogue (issue 54): the same products on every run, an address
// of its own for each in its sector and language, one in ten renamed once, every field filled in
// every language, dealt over every sector, and accepted by the content check a build runs.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { slugify } from '@defne/core';
import { formatProblems, validateContent } from '@defne/core/schema';
import { RENAMED_EVERY, generateProducts, readContent, writeCatalogue } from './catalogue.mjs';

const content = fileURLToPath(new URL('../../../../packages/content', import.meta.url));
const source = readContent(content);
const languages = Object.keys(source.sources[0].data.name);
const COUNT = 600;
const products = generateProducts({ ...source, count: COUNT });

const filled = (value) => typeof value === 'string' && value.trim().length > 0;

describe('the scale bench catalogue', () => {
  const temp = mkdtempSync(join(tmpdir(), 'scale-catalogue-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('is the same on every run', () => {
    const again = generateProducts({ ...source, count: COUNT });
    expect(JSON.stringify(again)).toBe(JSON.stringify(products));
    // a smaller catalogue is not a prefix with other bytes: keys carry the size's width only
    expect(new Set(products.map((p) => p.key)).size).toBe(COUNT);
  });

  it('gives every product its own address in its sector, in every language, apart from earlier ones', () => {
    for (const lang of languages) {
      const taken = new Map();
      const claim = (sector, slug, who) => {
        const id = `${sector}/${slug}`;
        expect(taken.get(id), `${lang} ${id}: ${who} and ${taken.get(id)}`).toBeUndefined();
        taken.set(id, who);
      };
      for (const { key, data } of source.sources)
        claim(data.sector, data.slug?.[lang] ?? slugify(data.name[lang]), key);
      for (const { key, data } of products) {
        expect(data.slug[lang]).toBe(slugify(data.name[lang]));
        claim(data.sector, data.slug[lang], key);
      }
      for (const { key, data } of products)
        for (const old of data.previousSlugs[lang]) claim(data.sector, old, `${key} (earlier)`);
    }
  });

  it('renames one product in ten, once, in every language', () => {
    const renamed = products.filter((p) => languages.some((l) => p.data.previousSlugs[l].length));
    expect(renamed).toHaveLength(COUNT / RENAMED_EVERY);
    for (const { data } of renamed)
      for (const lang of languages) expect(data.previousSlugs[lang]).toHaveLength(1);
  });

  it('fills every field in every language and deals the products over every sector', () => {
    for (const { data } of products) {
      for (const lang of languages) {
        for (const field of ['name', 'description', 'applications', 'packaging'])
          expect(filled(data[field][lang]), `${field} ${lang}`).toBe(true);
        expect(data.properties.length).toBeGreaterThanOrEqual(3);
        for (const p of data.properties) {
          expect(filled(p.label[lang])).toBe(true);
          // a value without words (a code, a standard) is one string for every language
          expect(filled(typeof p.value === 'string' ? p.value : p.value[lang])).toBe(true);
        }
      }
      expect(source.suppliers).toContain(data.supplier);
      expect(data.quoteUnits.length).toBeGreaterThan(0);
    }
    const perSector = new Map();
    for (const { data } of products)
      perSector.set(data.sector, (perSector.get(data.sector) ?? 0) + 1);
    expect([...perSector.keys()].sort()).toEqual(source.sectors.map((s) => s.id).sort());
    for (const count of perSector.values()) expect(count).toBe(COUNT / source.sectors.length);
  });

  it('passes the content check a build runs, beside the site’s own products', () => {
    cpSync(join(content, 'data'), join(temp, 'data'), { recursive: true });
    const total = source.sources.length + 300;
    expect(writeCatalogue(temp, total)).toBe(300);
    expect(readdirSync(join(temp, 'data', 'products'))).toHaveLength(total);
    const checked = validateContent(join(temp, 'data'), { languages });
    expect(checked.ok, checked.ok ? '' : formatProblems(checked.problems)).toBe(true);
    expect(() => writeCatalogue(temp, 5)).toThrow(/at least/);
  });
});
