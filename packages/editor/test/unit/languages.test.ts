/* eslint-disable @typescript-eslint/no-explicit-any */
// The editor for a site with a list of languages (issue 35): the configuration, the store and the
// command, on a content folder in Turkish, English and German (test/fixtures/three-languages),
// with the kit's real schema made for that list.
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '@defne/core/schema';
import { languagesFlag } from '@defne/core/schema';
import { cataloguePaths } from '../../src/catalogue.mjs';
import { generateConfig } from '../../src/config.mjs';
import { validatorOf } from '../../src/server.mjs';
import { labelsOf } from '../../src/messages.mjs';
import { createStore, nextPreviousSlugs } from '../../src/store.mjs';

const fixture = path.join(import.meta.dirname, '../fixtures/three-languages');
const bin = path.join(import.meta.dirname, '../../bin/defne-edit.mjs');
const threeLanguages = languagesFlag('tr,en,de');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'defne-editor-languages-'));
  await cp(fixture, dir, { recursive: true });
  await mkdir(path.join(dir, 'media/products'), { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function configFor(languages = threeLanguages) {
  const config = await generateConfig({
    contentDir: dir,
    collections: schema.contentSchemas(languages.list).collections,
    jsonSchemas: schema.contentJsonSchemas(languages.list) as Record<string, any>,
    languages,
  });
  const collections = config.collections as Record<string, any>[];
  const byName = (fields: any[]) => Object.fromEntries(fields.map((f) => [f.name, f]));
  return { config, collections, byName };
}

describe('generateConfig with three languages', () => {
  it('gives every text a field per language, each labelled with its name in itself', async () => {
    const { collections, byName } = await configFor();
    const products = collections.find((c) => c.name === 'products')!;
    const fields = byName(products.fields);
    expect(fields.name).toMatchObject({ widget: 'localized', max_length: 80, required: true });
    expect(fields.name.fields.map((f: { name: string }) => f.name)).toEqual(['tr', 'en', 'de']);
    expect(fields.name.languages).toEqual([
      { code: 'tr', label: 'Türkçe', dir: 'ltr' },
      { code: 'en', label: 'English', dir: 'ltr' },
      { code: 'de', label: 'Deutsch', dir: 'ltr' },
    ]);
    expect(fields.description).toMatchObject({ widget: 'localized', multiline: true });
    expect(fields.slug.languages.map((l: { code: string }) => l.code)).toEqual(['tr', 'en', 'de']);
    expect(fields.slug.pattern_source).toBe(schema.slugPattern.source);
    // A property's value (one text, or one per language) and the buyer's texts follow the list.
    const property = byName(fields.properties.fields);
    expect(property.value.fields.map((f: { name: string }) => f.name)).toEqual(['tr', 'en', 'de']);
    expect(fields.applications.fields.map((f: { name: string }) => f.name)).toEqual([
      'tr',
      'en',
      'de',
    ]);
    // A document may be in any of the site's languages, offered by its name in itself.
    expect(byName(fields.documents.fields).lang.options).toEqual([
      { label: 'Türkçe', value: 'tr' },
      { label: 'English', value: 'en' },
      { label: 'Deutsch', value: 'de' },
    ]);
    // The list of entries and the sector picker name each in every language.
    expect(products.summary).toBe('{{name.tr}} · {{name.en}} · {{name.de}} · {{filename}}');
    expect(products.identifier_field).toBe('name.en');
    expect(fields.sector.options).toEqual([
      { label: 'Tekstil Boyaları · Textile Dyes · Textilfarbstoffe', value: 'textileDyes' },
    ]);
  });

  it('makes the page texts and the company facts per language too', async () => {
    const { collections, byName } = await configFor();
    const home = collections
      .find((c) => c.name === 'pages')!
      .files.find((f: { name: string }) => f.name === 'home');
    expect(byName(home.fields).title).toMatchObject({ widget: 'localized', label: 'title' });
    expect(byName(home.fields).title.languages).toHaveLength(3);
    const company = byName(collections.find((c) => c.name === 'company')!.files[0].fields);
    expect(byName(company.address.fields).countryName.fields).toHaveLength(3);
  });

  it('writes an input right to left for a language written so, and an address left to right', async () => {
    const arabic = languagesFlag('tr,en,ar');
    const { collections, byName } = await configFor(arabic);
    const fields = byName(collections.find((c) => c.name === 'products')!.fields);
    expect(fields.name.languages[2]).toEqual({ code: 'ar', label: 'العربية', dir: 'rtl' });
    // The widget (admin/editor.js) writes every address input left to right: it has a pattern.
    expect(fields.slug.pattern_source).toBe(schema.slugPattern.source);
  });

  it("names a new entry's file by the default language's name when the site has no English", async () => {
    const { collections } = await configFor(languagesFlag('de,fr'));
    const products = collections.find((c) => c.name === 'products')!;
    expect(products.identifier_field).toBe('name.de');
    expect(products.summary).toBe('{{name.de}} · {{name.fr}} · {{filename}}');
  });
});

describe('the store with three languages', () => {
  const codes = ['tr', 'en', 'de'];
  const store = () =>
    createStore({
      contentDir: dir,
      validate: validatorOf(schema, threeLanguages),
      labels: labelsOf(schema.contentJsonSchemas(threeLanguages.list)),
      languages: codes,
      now: () => new Date('2026-11-27'),
    });
  const file = 'data/products/reactiveRed.json';
  const read = async () => JSON.parse(await readFile(path.join(dir, file), 'utf8'));
  const save = async (data: unknown) =>
    store().handle({
      action: 'persistEntry',
      params: { dataFiles: [{ path: file, raw: JSON.stringify(data) }], assets: [] },
    });

  it('refuses a save without the German name, naming the language in both editor languages', async () => {
    const before = await readFile(path.join(dir, file), 'utf8');
    const data = await read();
    const refused = await save({ ...data, name: { ...data.name, de: '' } }).catch(
      (error: { problems: { tr: string; en: string }[] }) => error.problems,
    );
    expect(refused).toEqual([
      {
        tr: '“Reaktif Kırmızı” ürünü: Almanca ürün adı boş.',
        en: 'The product “Reactive Red”: the German name is empty.',
        de: 'Das Produkt „Reactive Red“: Das Feld „Name“ (Deutsch) ist leer.',
        ar: 'المنتج «Reactive Red»: الحقل «الاسم» (الألمانية) فارغ.',
      },
    ]);
    // A save that leaves the German text out altogether is refused the same way.
    const { de: _dropped, ...withoutGerman } = data.description;
    void _dropped;
    const missing = await save({ ...data, description: withoutGerman }).catch(
      (error: { problems: { tr: string; en: string }[] }) => error.problems,
    );
    expect(missing).toEqual([
      {
        tr: '“Reaktif Kırmızı” ürünü: Almanca açıklama eksik.',
        en: 'The product “Reactive Red”: the German description is missing.',
        de: 'Das Produkt „Reaktivrot“: Das Feld „Beschreibung“ (Deutsch) fehlt.',
        ar: 'المنتج «Reactive Red»: الحقل «الوصف» (الألمانية) مفقود.',
      },
    ]);
    expect(await readFile(path.join(dir, file), 'utf8')).toBe(before);
  });

  it('keeps the old German address when the German name changes, and writes the rest as sent', async () => {
    const data = await read();
    await save({ ...data, name: { ...data.name, de: 'Reaktivrot Leuchtend' } });
    const saved = await read();
    expect(Object.keys(saved)[0]).toBe('$schema');
    expect(saved).toEqual({
      ...data,
      name: { ...data.name, de: 'Reaktivrot Leuchtend' },
      previousSlugs: { tr: [], en: [], de: ['reaktivrot'] },
    });
    expect(nextPreviousSlugs(saved, saved, codes)).toEqual({ tr: [], en: [], de: ['reaktivrot'] });
  });

  it('leaves the last address in every language when a product is deleted', async () => {
    await store().handle({ action: 'deleteFile', params: { path: file } });
    const removed = JSON.parse(await readFile(path.join(dir, 'data/removed.json'), 'utf8'));
    expect(removed).toEqual([
      {
        key: 'reactiveRed',
        sector: 'textileDyes',
        slug: { tr: 'reaktif-kirmizi', en: 'reactive-red', de: 'reaktivrot' },
        removedOn: '2026-11-27',
      },
    ]);
  });
});

describe('--catalogue', () => {
  it('takes CODE=PATH once per language, and the old --catalogue-tr/--catalogue-en as the same', () => {
    expect(
      cataloguePaths(['tr', 'en', 'de'], ['tr=/urunler', 'en=/products', 'de=/produkte/']),
    ).toEqual({ tr: '/urunler', en: '/products', de: '/produkte' });
    expect(cataloguePaths(['tr', 'en'], [])).toBeUndefined();
  });

  it('refuses a language left out, one the site does not have, and a path that is not one', () => {
    expect(() => cataloguePaths(['tr', 'en', 'de'], ['tr=/urunler', 'en=/products'])).toThrow(
      "the catalogue's path is missing for de: give --catalogue de=/… for each language",
    );
    expect(() => cataloguePaths(['tr', 'en'], ['tr=/a', 'en=/b', 'de=/c'])).toThrow(
      '"de" is not one of the site\'s languages (tr, en)',
    );
    expect(() => cataloguePaths(['tr'], ['tr=https://elsewhere.example/x'])).toThrow(
      'must start with one /',
    );
    expect(() => cataloguePaths(['tr'], ['/urunler'])).toThrow('write it as CODE=PATH');
  });
});

/** Runs `defne-edit` with `args` until it prints its address or exits. */
function runEditor(args: string[], port: number, env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    [bin, '--content', dir, '--port', String(port), '--no-open', ...args],
    { env: { ...process.env, CI: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const started = new Promise<{ token: string } | { code: number | null }>((resolve) => {
    const check = () => {
      const match = output.match(/admin\/\?token=([\w-]+)/);
      if (match) resolve({ token: match[1]! });
    };
    child.stdout.on('data', check);
    child.on('exit', (code) => resolve({ code }));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const closed = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await closed;
  };
  return { started, output: () => output, stop };
}

describe('defne-edit --languages', () => {
  it('links each entry to its pages in every language and checks each save in all three', async () => {
    const editor = runEditor(
      [
        '--languages',
        'tr,en,de',
        '--catalogue',
        'tr=/urunler',
        '--catalogue-en',
        '/products',
        '--catalogue',
        'de=/produkte',
        '--site',
        'https://defnetekstil.example.com',
      ],
      4551,
    );
    try {
      const started = await editor.started;
      if (!('token' in started)) throw new Error(editor.output());
      expect(editor.output()).toContain('in Türkçe (tr), English (en), Deutsch (de)');
      const headers = { authorization: `Bearer ${started.token}` };
      const links = await fetch(
        'http://127.0.0.1:4551/api/links?collection=products&key=reactiveRed',
        { headers },
      ).then((res) => res.json());
      expect(links).toEqual({
        tr: 'https://defnetekstil.example.com/urunler/tekstil-boyalari/reaktif-kirmizi',
        en: 'https://defnetekstil.example.com/products/textile-dyes/reactive-red',
        de: 'https://defnetekstil.example.com/produkte/textilfarbstoffe/reaktivrot',
      });
      const config = await fetch('http://127.0.0.1:4551/admin/config.json', { headers }).then(
        (res) => res.json(),
      );
      const products = config.collections.find((c: { name: string }) => c.name === 'products');
      expect(products.summary).toBe('{{name.tr}} · {{name.en}} · {{name.de}} · {{filename}}');
    } finally {
      await editor.stop();
    }
  });

  it('stops at once, naming the problem, on a list or a catalogue it cannot use', async () => {
    const twice = runEditor(['--languages', 'tr,en,tr'], 4551);
    expect(await twice.started).toEqual({ code: 2 });
    expect(twice.output()).toContain('"tr" is listed twice');
    const missing = runEditor(
      ['--languages', 'tr,en,de', '--catalogue-tr', '/urunler', '--catalogue-en', '/products'],
      4551,
    );
    expect(await missing.started).toEqual({ code: 2 });
    expect(missing.output()).toContain("the catalogue's path is missing for de");
  });
});

describe("the editor's language at start", () => {
  /** The language the editor's configuration and a page opened without the key are in. */
  async function languageOf(editor: ReturnType<typeof runEditor>) {
    const started = await editor.started;
    if (!('token' in started)) throw new Error(editor.output());
    const config = await fetch('http://127.0.0.1:4551/admin/config.json', {
      headers: { authorization: `Bearer ${started.token}` },
    }).then((res) => res.json());
    const page = await fetch('http://127.0.0.1:4551/admin/', {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    const html = await page.text();
    return { locale: config.locale, status: page.status, html, token: started.token };
  }

  it('takes EDITOR_LOCALE, in any spelling of the code, and the flag before it', async () => {
    for (const [env, args, expected] of [
      [{ EDITOR_LOCALE: 'en' }, [], 'en'],
      [{ EDITOR_LOCALE: 'en_GB.UTF-8' }, [], 'en'],
      [{ EDITOR_LOCALE: 'en' }, ['--locale', 'tr'], 'tr'],
      [{}, ['--languages', 'tr,en,de', '--locale', 'DE'], 'de'],
    ] as const) {
      const editor = runEditor([...args], 4551, env);
      try {
        const seen = await languageOf(editor);
        expect(seen.locale, JSON.stringify({ env, args })).toBe(expected);
        // Opened without the key: a page (not JSON) in that language, saying how to open it.
        expect(seen.status).toBe(403);
        expect(seen.html).toContain(`<html lang="${expected}" dir="ltr">`);
        expect(seen.html).toContain('http://127.0.0.1:4551/admin/?token=…');
        expect(seen.html).not.toContain(seen.token);
      } finally {
        await editor.stop();
      }
    }
    // Four editors start one after another: on a loaded 2-core machine that outlasts vitest's 5 s.
  }, 60_000);

  it("refuses a language that is neither the kit's nor the site's, naming those it has", async () => {
    const editor = runEditor(['--locale', 'fr'], 4551);
    try {
      expect(await editor.started).toEqual({ code: 2 });
      expect(editor.output()).toContain(
        "--locale fr (or EDITOR_LOCALE): the editor's language must be one of tr, en",
      );
    } finally {
      // An editor that started after all is not left running.
      await editor.stop();
    }
  });
});
