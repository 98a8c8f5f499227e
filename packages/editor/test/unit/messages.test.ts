/* eslint-disable @typescript-eslint/no-explicit-any */
// The editor's messages in every language it has texts for (issue 55): each table holds the same
// texts in Turkish, English, German and Arabic, and the real server answers a refusal in the
// language a staff member chose on its screen (the `defne-editor-locale` cookie the screen sets).
// A site language without editor texts reads English and the answer says so. With a site's
// fallback language (D27), a text another language has not written yet may be saved blank.
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '@defne/core/schema';
import { languagesFlag } from '@defne/core/schema';
import {
  MESSAGE_LANGUAGES,
  MESSAGE_TABLES,
  entryName,
  labelsOf,
  tellProblem,
} from '../../src/messages.mjs';
import { startEditor } from '../../src/server.mjs';

const fixture = path.join(import.meta.dirname, '../fixtures/three-languages');
const languages = [...MESSAGE_LANGUAGES];

/** A text that is whole: written, with no hole left by a missing figure or name. */
function expectWhole(text: unknown, where: string) {
  expect(typeof text, where).toBe('string');
  expect((text as string).trim(), where).not.toBe('');
  expect(text, where).not.toMatch(/undefined|NaN|\$\{|\[object/);
}

describe("the editor's message tables", () => {
  const who = entryName('products/steelWire.json', () => ({
    name: { tr: 'Çelik Tel', en: 'Steel Wire', de: 'Stahldraht', ar: 'سلك فولاذي' },
  }));
  const samples = [1, 3].map((count) => ({
    name: 'photo.jpg',
    size: 27_262_976,
    limit: 26_214_400,
    width: 6400,
    height: 1000,
    count,
    commit: '1a2b3c4',
    who,
  }));

  it('make every message in every language, and no other', () => {
    for (const table of ['own', 'publishing'] as const) {
      for (const [code, make] of Object.entries(MESSAGE_TABLES[table])) {
        for (const sample of samples) {
          const said = (make as (p: any) => Record<string, string>)(sample);
          expect(Object.keys(said).sort(), `${table}.${code}`).toEqual([...languages].sort());
          for (const lang of languages) expectWhole(said[lang], `${table}.${code}.${lang}`);
        }
      }
    }
  });

  it('give each page the same texts in every language', () => {
    for (const table of ['publishPage', 'keyPage'] as const) {
      const byLang = MESSAGE_TABLES[table] as Record<string, Record<string, string>>;
      expect(Object.keys(byLang).sort(), table).toEqual([...languages].sort());
      const keys = Object.keys(byLang.tr!).sort();
      for (const lang of languages) {
        expect(Object.keys(byLang[lang]!).sort(), `${table}.${lang}`).toEqual(keys);
        for (const key of keys) expectWhole(byLang[lang]![key], `${table}.${lang}.${key}`);
      }
    }
  });

  it('word every problem of the content check, and name every field of the schema, in each language', () => {
    for (const table of ['issues', 'cross'] as const)
      for (const [i, said] of MESSAGE_TABLES[table].entries())
        expect(Object.keys(said).sort(), `${table}[${i}]`).toEqual(['ar', 'de', 'tr']);
    // Every label the kit's schema gives (in Turkish and English) has its German and Arabic.
    const labels = labelsOf(schema.contentJsonSchemas(languagesFlag('tr,en,de,ar').list) as any);
    const missing = [...new Set([...labels.values()].map((l) => l.en.toLowerCase()))].filter(
      (english) => !MESSAGE_TABLES.fieldLabels[english],
    );
    expect(missing).toEqual([]);
    for (const [english, label] of Object.entries(MESSAGE_TABLES.fieldLabels)) {
      expectWhole(label.de, `${english}.de`);
      expectWhole(label.ar, `${english}.ar`);
    }
  });

  it('tell a problem of several entries and one of a field in German and Arabic', () => {
    const labels = labelsOf(schema.contentJsonSchemas(languagesFlag('tr,en,de').list) as any);
    const nameOf = (file: string) =>
      entryName(file, (f) =>
        f === 'products/steelWire.json'
          ? { name: { tr: 'Çelik Tel', en: 'Steel Wire', de: 'Stahldraht' } }
          : { name: { tr: 'Bakır Tel', en: 'Copper Wire', de: 'Kupferdraht' } },
      );
    const context = { nameOf, labels, languages: ['tr', 'en', 'de'] };
    expect(
      tellProblem(
        {
          file: 'products/steelWire.json',
          problem:
            'the German address "draht" is also used by products/copperWire.json in the same sector',
        },
        context,
      ),
    ).toEqual({
      tr: '“Çelik Tel” ürünü: Almanca adres “draht” zaten “Bakır Tel” ürününün adresi (aynı sektörde).',
      en: 'The product “Steel Wire”: the German address "draht" is also used by the product “Copper Wire” in the same sector.',
      de: 'Das Produkt „Stahldraht“: Die Adresse (Deutsch) „draht“ ist bereits die Adresse des Produkts „Kupferdraht“ (in derselben Branche).',
      ar: 'المنتج «Steel Wire»: عنوان الصفحة (الألمانية) «draht» هو بالفعل عنوان المنتج «Copper Wire» (في القطاع نفسه).',
    });
    expect(
      tellProblem(
        { file: 'products/steelWire.json', problem: 'the value in the property (item 2) is empty' },
        context,
      ),
    ).toMatchObject({
      de: 'Das Produkt „Stahldraht“: Das Feld „Wert“ in „Eigenschaft“ (Eintrag 2) ist leer.',
      ar: 'المنتج «Steel Wire»: الحقل «القيمة» في «الخاصية» (العنصر 2) فارغ.',
    });
  });
});

describe('the real server answers in the language chosen on its screen', () => {
  let dir: string;
  let editor: Awaited<ReturnType<typeof startEditor>> | undefined;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'defne-editor-messages-'));
    await cp(fixture, dir, { recursive: true });
    await mkdir(path.join(dir, 'media/products'), { recursive: true });
  });
  afterEach(async () => {
    await editor?.close();
    editor = undefined;
    await rm(dir, { recursive: true, force: true });
  });

  const file = (key: string) => path.join(dir, 'data/products', `${key}.json`);
  /** Saves `data` as the product `key` through the server, as the screen of `chosen` would. */
  async function save(key: string, data: unknown, chosen?: string) {
    const res = await fetch(`${editor!.origin}/api/v1`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${editor!.token}`,
        'content-type': 'application/json',
        ...(chosen ? { cookie: `defne-editor-locale=${chosen}` } : {}),
      },
      body: JSON.stringify({
        action: 'persistEntry',
        params: {
          dataFiles: [{ path: `data/products/${key}.json`, raw: JSON.stringify(data) }],
          assets: [],
        },
      }),
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  it('refuses a German address another product has, in German, and writes nothing', async () => {
    editor = await startEditor({ contentDir: dir, port: 0, languages: languagesFlag('tr,en,de') });
    const before = await readFile(file('reactiveRed'), 'utf8');
    const clash = {
      ...JSON.parse(before),
      slug: {
        tr: 'reaktif-kirmizi',
        en: 'reactive-red',
        de: 'egalisiermittel',
      },
    };

    const german = await save('reactiveRed', clash, 'de');
    expect(german.status).toBe(422);
    expect(german.body.lang).toBe('de');
    expect(german.body.error).toBe(
      'Das Produkt „Egalisiermittel“: Die Adresse (Deutsch) „egalisiermittel“ ist bereits die Adresse des Produkts „Reaktivrot“ (in derselben Branche).',
    );
    // Every language's text comes along (the screen shows the one it is in), Arabic included.
    expect(german.body.problems[0].ar).toBe(
      'المنتج «Levelling Agent»: عنوان الصفحة (الألمانية) «egalisiermittel» هو بالفعل عنوان المنتج «Reactive Red» (في القطاع نفسه).',
    );
    // A screen that chose nothing, or a language not of the site's list: the start's (tr).
    expect((await save('reactiveRed', clash, 'ar')).body.lang).toBe('tr');
    const unchosen = await save('reactiveRed', clash);
    expect(unchosen.body.lang).toBe('tr');
    expect(unchosen.body.error).toMatch(
      /^“Egalize Maddesi” ürünü: Almanca adres “egalisiermittel” zaten “Reaktif Kırmızı” ürününün/,
    );
    expect(await readFile(file('reactiveRed'), 'utf8')).toBe(before);
  });

  it('answers a language the kit has no editor texts for in English, saying which was chosen', async () => {
    editor = await startEditor({
      contentDir: dir,
      port: 0,
      languages: languagesFlag('tr,en,de,fr'),
      fallback: 'en',
    });
    const data = JSON.parse(await readFile(file('reactiveRed'), 'utf8'));
    const answer = await save('reactiveRed', { ...data, name: { ...data.name, en: '' } }, 'fr');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ lang: 'en', wanted: 'fr' });
    expect(answer.body.error.split('\n')).toContain(
      'The product “Reaktif Kırmızı”: the English name is empty.',
    );
  });

  it('saves a text left blank in a language that falls back, and still refuses the fallback’s own', async () => {
    const data = JSON.parse(await readFile(file('reactiveRed'), 'utf8'));
    const blankGerman = {
      ...data,
      name: { ...data.name, de: '' },
      description: { ...data.description, de: '' },
    };
    // Without a fallback language, every language is required.
    editor = await startEditor({ contentDir: dir, port: 0, languages: languagesFlag('tr,en,de') });
    const required = await save('reactiveRed', blankGerman, 'de');
    expect(required.status).toBe(422);
    expect(required.body.error).toContain('Das Feld „Name“ (Deutsch) ist leer.');
    await editor.close();

    // With English as the fallback (the site config's `fallbackLanguage`), German may be blank.
    editor = await startEditor({
      contentDir: dir,
      port: 0,
      languages: languagesFlag('tr,en,de'),
      fallback: 'en',
    });
    const saved = await save('reactiveRed', blankGerman, 'de');
    expect(saved.body).not.toHaveProperty('error');
    expect(saved.status).toBe(200);
    const written = JSON.parse(await readFile(file('reactiveRed'), 'utf8'));
    expect(written.name).toEqual({ tr: 'Reaktif Kırmızı', en: 'Reactive Red', de: '' });
    expect(written.description.de).toBe('');
    // The fallback language itself must be whole.
    const blankEnglish = await save('reactiveRed', {
      ...written,
      name: { ...written.name, en: '' },
    });
    expect(blankEnglish.status).toBe(422);
    expect(blankEnglish.body.problems[0].de).toBe(
      'Das Produkt „Reaktif Kırmızı“: Das Feld „Name“ (Englisch) ist leer.',
    );
    // The screen is told which languages may be left blank.
    const config = await fetch(`${editor.origin}/admin/config.json`, {
      headers: { authorization: `Bearer ${editor.token}` },
    }).then((res) => res.json());
    const products = config.collections.find((c: { name: string }) => c.name === 'products');
    const name = products.fields.find((f: { name: string }) => f.name === 'name');
    expect(name.languages).toEqual([
      { code: 'tr', label: 'Türkçe', dir: 'ltr', falls_back_to: 'en' },
      { code: 'en', label: 'English', dir: 'ltr' },
      { code: 'de', label: 'Deutsch', dir: 'ltr', falls_back_to: 'en' },
    ]);
  });
  it('writes the publish page in the chosen language, no line in another', async () => {
    editor = await startEditor({ contentDir: dir, port: 0, languages: languagesFlag('tr,en,de') });
    const page = async (chosen: string) =>
      (
        await fetch(`${editor!.origin}/admin/publish`, {
          headers: {
            authorization: `Bearer ${editor!.token}`,
            cookie: `defne-editor-locale=${chosen}`,
          },
        })
      ).text();
    const german = await page('de');
    expect(german).toContain('<html lang="de" dir="ltr">');
    expect(german).toContain('<h1>Veröffentlichen</h1>');
    expect(german).toContain('Was sich geändert hat');
    expect(german).not.toMatch(/Yayınla|Publish\b|\{\{/);
    expect(await page('tr')).toContain('<h1>Yayınla</h1>');
    // A language the site does not list: the one the editor started with.
    expect(await page('ar')).toContain('<html lang="tr" dir="ltr">');
  });
});
