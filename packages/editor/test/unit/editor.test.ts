/* eslint-disable @typescript-eslint/no-explicit-any */
// The config generator and the store on real files in a temp folder, with the kit's real schema.
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '@defne/core/schema';
import { slugify } from '@defne/core';
import { generateConfig } from '../../src/config.mjs';
import { validatorOf } from '../../src/server.mjs';
import { labelsOf } from '../../src/messages.mjs';
import {
  SaveRefused,
  createStore,
  nextPreviousSectors,
  nextPreviousSlugs,
  writeWhole,
} from '../../src/store.mjs';

const kuzeyhanData = path.join(import.meta.dirname, '../../../content/data');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'defne-editor-unit-'));
  await cp(kuzeyhanData, path.join(dir, 'data'), { recursive: true });
  await mkdir(path.join(dir, 'media/products'), { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const product = (over: Record<string, unknown> = {}) => ({
  sector: 'filtration',
  order: 20,
  name: { tr: 'Deneme Keçesi', en: 'Trial Felt' },
  description: { tr: 'Deneme için bir keçe.', en: 'A felt for trials.' },
  photos: [],
  previousSlugs: { tr: [], en: [] },
  ...over,
});

describe('generateConfig', () => {
  it('makes one Decap collection per schema collection, every {tr, en} field a side-by-side widget', async () => {
    const config = await generateConfig({
      contentDir: dir,
      collections: schema.collections,
      jsonSchemas: schema.contentJsonSchemas() as Record<string, Record<string, unknown>>,
    });
    const collections = config.collections as { name: string; label: string; fields: any[] }[];
    const names = collections.map((c) => c.name);
    expect(names).toEqual(['products', 'sectors', 'suppliers', 'pages', 'company']);
    const products = collections[0]!;
    const byName = Object.fromEntries(products.fields.map((f) => [f.name, f]));
    expect(byName.name).toMatchObject({ widget: 'localized', max_length: 80, required: true });
    expect(byName.description).toMatchObject({
      widget: 'localized',
      multiline: true,
      max_length: 600,
    });
    expect(byName.slug).toMatchObject({ widget: 'localized', required: false });
    expect(byName.slug.pattern_source).toBe(schema.slugPattern.source);
    expect(byName.previousSlugs).toMatchObject({ widget: 'hidden' });
    expect(byName.sector.options.map((o: { value: string }) => o.value)).toContain('filtration');
    expect(byName.photos.field).toMatchObject({ widget: 'image' });
    expect(products.label).toBe('Ürünler · Products');
    // A buyer's details (D23): all optional, each with a widget that writes what the schema takes.
    expect(byName.properties).toMatchObject({ widget: 'list', required: false });
    const property = Object.fromEntries(
      byName.properties.fields.map((f: { name: string }) => [f.name, f]),
    );
    expect(property.label).toMatchObject({ widget: 'localized', max_length: 60 });
    // One text for every language ("F7") or one per language: the widget has the switch.
    expect(property.value).toMatchObject({
      widget: 'localized',
      label: 'Değer · Value',
      shared: true,
      max_length: 120,
    });
    expect(property.label.shared).toBeUndefined();
    expect(property.unit).toMatchObject({ widget: 'string', required: false });
    expect(byName.applications).toMatchObject({ widget: 'localized', multiline: true });
    expect(byName.packaging).toMatchObject({ widget: 'localized', required: false });
    expect(byName.supplier).toMatchObject({ widget: 'select', required: false });
    expect(byName.supplier.options.map((o: { value: string }) => o.value)).toContain('selvi-paper');
    expect(byName.related).toMatchObject({ widget: 'select', multiple: true, required: false });
    expect(byName.related.options.map((o: { value: string }) => o.value)).toContain(
      'microglassMedia',
    );
    const document = Object.fromEntries(
      byName.documents.fields.map((f: { name: string }) => [f.name, f]),
    );
    expect(document.kind.options).toEqual([
      { label: 'Teknik bilgi formu · Technical data sheet', value: 'technicalDataSheet' },
      { label: 'Güvenlik bilgi formu · Safety data sheet', value: 'safetyDataSheet' },
      { label: 'Sertifika · Certificate', value: 'certificate' },
      { label: 'Broşür · Brochure', value: 'brochure' },
    ]);
    expect(document.lang.options.map((o: { value: string }) => o.value)).toEqual(['tr', 'en']);
    expect(document.file).toMatchObject({ widget: 'file', choose_url: false, required: true });
    expect(document.file.media_library.config.max_file_size).toBe(10 * 1024 * 1024);
    expect(document.revised).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      time_format: false,
    });
    expect(config.backend).toEqual({ name: 'defne', proxy_url: '/api/v1', branch: 'main' });
  });
});

describe('nextPreviousSlugs', () => {
  it('keeps the old slug when the name changes, and never the current one', () => {
    const before = product();
    const renamed = product({ name: { tr: 'Deneme Keçesi', en: 'Test Felt' } });
    expect(nextPreviousSlugs(before, renamed)).toEqual({ tr: [], en: ['trial-felt'] });
    const back = { ...before, previousSlugs: { tr: [], en: ['trial-felt'] } };
    expect(nextPreviousSlugs({ ...renamed, previousSlugs: back.previousSlugs }, before)).toEqual({
      tr: [],
      en: ['test-felt'],
    });
    expect(nextPreviousSlugs(null, before)).toEqual({ tr: [], en: [] });
  });
});

describe('nextPreviousSectors', () => {
  it('keeps the sector a product leaves, drops the one it returns to, and is absent when empty', () => {
    const before = product();
    const moved = product({ sector: 'wireAndNails' });
    expect(nextPreviousSectors(before, moved)).toEqual(['filtration']);
    expect(nextPreviousSectors({ ...moved, previousSectors: ['filtration'] }, before)).toEqual([
      'wireAndNails',
    ]);
    expect(nextPreviousSectors(before, before)).toBeUndefined();
    expect(nextPreviousSectors(null, before)).toBeUndefined();
  });
});

describe('writeWhole', () => {
  it('lets a reader see the old file or the new one, never one cut short, and leaves nothing beside it', async () => {
    const file = path.join(dir, 'data/large.json');
    // Two versions of a few megabytes each: a write in place takes several system calls.
    const versions = ['a', 'b'].map((fill) => `${JSON.stringify({ fill: fill.repeat(4e6) })}\n`);
    await writeFile(file, versions[0]!);
    let writing = true;
    const seen = new Set<number>();
    const reader = (async () => {
      while (writing) seen.add(versions.indexOf(await readFile(file, 'utf8')));
    })();
    for (let i = 1; i <= 20; i++) await writeWhole(file, versions[i % 2]!);
    writing = false;
    await reader;
    // -1: content that is neither version (a file cut short, as a write in place shows a reader).
    expect(seen.size).toBeGreaterThan(0);
    expect([...seen].filter((version) => version === -1)).toEqual([]);
    expect(await readFile(file, 'utf8')).toBe(versions[0]);
    expect(await readdir(path.dirname(file))).not.toContainEqual(expect.stringMatching(/\.tmp$/));
  });

  it('leaves the old content and no temporary file when the rename cannot be made', async () => {
    const folder = path.join(dir, 'data/products');
    const before = (await readdir(folder)).sort();
    await expect(writeWhole(folder, 'not a folder')).rejects.toThrow();
    expect((await readdir(folder)).sort()).toEqual(before);
    expect(await readdir(path.dirname(folder))).not.toContainEqual(expect.stringMatching(/\.tmp$/));
  });
});

describe('the store', () => {
  const store = () =>
    createStore({
      contentDir: dir,
      validate: validatorOf(schema),
      labels: labelsOf(schema.contentJsonSchemas()),
      now: () => new Date('2026-11-25'),
    });
  const save = (file: string, data: unknown) =>
    store().handle({
      action: 'persistEntry',
      params: { dataFiles: [{ path: file, raw: JSON.stringify(data) }], assets: [] },
    });

  it('refuses an invalid save with the file, the field and what is wrong, and writes nothing', async () => {
    await expect(
      save('data/products/trialFelt.json', product({ name: { tr: 'Deneme', en: '' } })),
    ).rejects.toThrow(/The product “Deneme”: the English name is empty/);
    // The same refusal in Turkish, with no path and no developer's words.
    const refused = await save(
      'data/products/trialFelt.json',
      product({ name: { tr: 'Deneme', en: '' } }),
    ).catch((error: { problems: { tr: string; en: string }[] }) => error.problems);
    expect(refused).toEqual([
      {
        tr: '“Deneme” ürünü: İngilizce ürün adı boş.',
        en: 'The product “Deneme”: the English name is empty.',
        de: 'Das Produkt „Deneme“: Das Feld „Name“ (Englisch) ist leer.',
        ar: 'المنتج «Deneme»: الحقل «الاسم» (الإنجليزية) فارغ.',
      },
    ]);
    await expect(readFile(path.join(dir, 'data/products/trialFelt.json'))).rejects.toThrow();
  });

  it('writes a rename with the old slug and a deletion into removed.json', async () => {
    await save('data/products/trialFelt.json', product());
    await save(
      'data/products/trialFelt.json',
      product({ name: { tr: 'Deneme Keçesi', en: 'Test Felt' } }),
    );
    const saved = JSON.parse(
      await readFile(path.join(dir, 'data/products/trialFelt.json'), 'utf8'),
    );
    expect(saved.previousSlugs).toEqual({ tr: [], en: ['trial-felt'] });
    expect(saved.previousSectors).toBeUndefined();
    // Moved to another sector: the sector it left is kept, so its address there answers 301.
    await save(
      'data/products/trialFelt.json',
      product({ sector: 'wireAndNails', name: { tr: 'Deneme Keçesi', en: 'Test Felt' } }),
    );
    const moved = JSON.parse(
      await readFile(path.join(dir, 'data/products/trialFelt.json'), 'utf8'),
    );
    expect(moved.previousSectors).toEqual(['filtration']);
    expect(moved.previousSlugs).toEqual({ tr: [], en: ['trial-felt'] });
    await store().handle({
      action: 'deleteFile',
      params: { path: 'data/products/trialFelt.json' },
    });
    const removed = JSON.parse(await readFile(path.join(dir, 'data/removed.json'), 'utf8'));
    expect(removed.at(-1)).toEqual({
      key: 'trialFelt',
      sector: 'wireAndNails',
      slug: { tr: 'deneme-kecesi', en: 'test-felt' },
      removedOn: '2026-11-25',
    });
  });

  it('refuses a photo too small for the largest rendition and keeps no file of it', async () => {
    const small = await sharp({
      create: { width: 500, height: 400, channels: 3, background: '#777' },
    })
      .jpeg()
      .toBuffer();
    await expect(
      store().handle({
        action: 'persistEntry',
        params: {
          dataFiles: [
            {
              path: 'data/products/trialFelt.json',
              raw: JSON.stringify(product({ photos: ['small.jpg'] })),
            },
          ],
          assets: [
            {
              path: 'media/products/small.jpg',
              content: small.toString('base64'),
              encoding: 'base64',
            },
          ],
        },
      }),
    ).rejects.toThrow(/The product “Trial Felt”: .*(small|960)/i);
    expect(existsSync(path.join(dir, 'media/products/trialFelt/small.jpg'))).toBe(false);
    expect(existsSync(path.join(dir, 'data/products/trialFelt.json'))).toBe(false);
  });

  const jpeg = (width: number, height = Math.round(width * 0.75)) =>
    sharp({ create: { width, height, channels: 3, background: '#3a6' } })
      .jpeg({ quality: 60 })
      .toBuffer();
  const withPhotos = async (key: string, photos: string[]) => {
    await mkdir(path.join(dir, 'media/products', key), { recursive: true });
    for (const photo of photos)
      await writeFile(path.join(dir, 'media/products', key, photo), await jpeg(1000));
    await writeFile(
      path.join(dir, 'data/products', `${key}.json`),
      `${JSON.stringify(product({ name: { tr: `Ürün ${key}`, en: `Product ${key}` }, photos }), null, 2)}\n`,
    );
  };

  it('removes a photo taken out of the list with the save, and no other file', async () => {
    await withPhotos('trialFelt', ['1.jpg', '2.jpg']);
    await withPhotos('trialFelt2', ['1.jpg']);
    await save(
      'data/products/trialFelt.json',
      product({ name: { tr: 'Ürün trialFelt', en: 'Product trialFelt' }, photos: ['2.jpg'] }),
    );
    expect(existsSync(path.join(dir, 'media/products/trialFelt/1.jpg'))).toBe(false);
    expect(existsSync(path.join(dir, 'media/products/trialFelt/2.jpg'))).toBe(true);
    expect(existsSync(path.join(dir, 'media/products/trialFelt2/1.jpg'))).toBe(true);
  });

  it('finds the photos of a key with capitals as Decap asks for them in lower case, and keeps one in use', async () => {
    await withPhotos('panelTrialMedia', ['1.jpg']);
    const media = (await store().handle({
      action: 'getMedia',
      params: { mediaFolder: 'media/products/paneltrialmedia' },
    })) as { path: string; content: string }[];
    // Named as Decap asked: it lists an entry's files by comparing their folder letter for letter.
    expect(media.map((m) => m.path)).toEqual(['media/products/paneltrialmedia/1.jpg']);
    expect(media[0]!.content.length).toBeGreaterThan(1000);
    const file = (await store().handle({
      action: 'getMediaFile',
      params: { path: 'media/products/paneltrialmedia/1.jpg' },
    })) as { path: string; content: string };
    expect(file.path).toBe('media/products/paneltrialmedia/1.jpg');
    expect(Buffer.from(file.content, 'base64').equals(await jpeg(1000))).toBe(true);

    // Still listed in the product: refused, naming the product, and the photo stays.
    const refusal = await store()
      .handle({ action: 'deleteFile', params: { path: 'media/products/paneltrialmedia/1.jpg' } })
      .catch((error: SaveRefused) => error);
    expect(refusal).toBeInstanceOf(SaveRefused);
    expect((refusal as SaveRefused).problems).toEqual([
      {
        tr: '“1.jpg” silinmedi: “Ürün panelTrialMedia” ürünü onu kullanıyor. Önce o kayıttan çıkarıp kaydedin; dosya kayıtla birlikte silinir.',
        en: '“1.jpg” was not deleted: the product “Product panelTrialMedia” uses it. Take it out of that entry and save; the file goes with the save.',
        de: '„1.jpg“ wurde nicht gelöscht: das Produkt „Product panelTrialMedia“ verwendet die Datei. Nehmen Sie sie aus diesem Eintrag heraus und speichern Sie; die Datei wird mit dem Speichern gelöscht.',
        ar: 'لم يُحذف «1.jpg»: يستخدمه المنتج «Product panelTrialMedia». أزله من ذلك السجل ثم احفظ؛ يُحذف الملف مع الحفظ.',
      },
    ]);
    expect(existsSync(path.join(dir, 'media/products/panelTrialMedia/1.jpg'))).toBe(true);

    // Taken out of the product, it can go.
    await writeFile(
      path.join(dir, 'data/products/panelTrialMedia.json'),
      `${JSON.stringify(product({ name: { tr: 'Ürün panelTrialMedia', en: 'Product panelTrialMedia' }, photos: [] }), null, 2)}\n`,
    );
    await store().handle({
      action: 'deleteFile',
      params: { path: 'media/products/paneltrialmedia/1.jpg' },
    });
    expect(existsSync(path.join(dir, 'media/products/panelTrialMedia/1.jpg'))).toBe(false);
    expect(existsSync(path.join(dir, 'media/products/panelTrialMedia'))).toBe(true);
  });

  it("lists every product's photos and documents in the top bar's library, and nothing it would not write", async () => {
    await withPhotos('panelTrialMedia', ['1.jpg']);
    await withPhotos('trialFelt', ['1.jpg', '2.jpg']);
    await writeFile(path.join(dir, 'media/products/trialFelt/tds-en.pdf'), '%PDF-1.4\n%%EOF\n');
    await writeFile(path.join(dir, 'media/products/trialFelt/notes.txt'), 'not media');
    await writeFile(path.join(dir, 'media/products/.gitkeep'), '');
    const media = (await store().handle({
      action: 'getMedia',
      params: { mediaFolder: 'media' },
    })) as { path: string; name: string }[];
    expect(media.map((m) => m.path)).toEqual([
      'media/products/panelTrialMedia/1.jpg',
      'media/products/trialFelt/1.jpg',
      'media/products/trialFelt/2.jpg',
      'media/products/trialFelt/tds-en.pdf',
    ]);
    // Named with their folder: two products' 1.jpg are told apart.
    expect(media.map((m) => m.name)).toEqual([
      'panelTrialMedia/1.jpg',
      'trialFelt/1.jpg',
      'trialFelt/2.jpg',
      'trialFelt/tds-en.pdf',
    ]);
  });

  it("writes an upload to the product's own folder whatever the letter case Decap gives it", async () => {
    await withPhotos('panelTrialMedia', ['1.jpg']);
    const answer = (await store().handle({
      action: 'persistMedia',
      params: {
        asset: {
          path: 'media/products/paneltrialmedia/2.jpg',
          content: (await jpeg(1000)).toString('base64'),
          encoding: 'base64',
        },
      },
    })) as { path: string };
    expect(answer.path).toBe('media/products/paneltrialmedia/2.jpg');
    expect(existsSync(path.join(dir, 'media/products/panelTrialMedia/2.jpg'))).toBe(true);
    expect(existsSync(path.join(dir, 'media/products/paneltrialmedia'))).toBe(false);
  });

  it('answers a photo that is missing with its name, not an unexpected error', async () => {
    await withPhotos('panelTrialMedia', []);
    const refusal = await store()
      .handle({ action: 'getMediaFile', params: { path: 'media/products/paneltrialmedia/9.jpg' } })
      .catch((error: { status: number; code: string }) => error);
    expect(refusal).toMatchObject({ status: 404, code: 'missingFile', params: { name: '9.jpg' } });
  });

  it("keeps a file's key order, and leaves an entry saved unchanged byte for byte", async () => {
    const file = path.join(dir, 'data/products/needleFelt.json');
    const original = JSON.parse(await readFile(file, 'utf8'));
    // Written by hand: its own key order and its own layout.
    const { name, description, ...rest } = original;
    const handWritten = { name, ...rest, description };
    const text = JSON.stringify(handWritten).replace(/,"/g, ', "');
    await writeFile(file, text);
    // The form sends the fields in the schema's order, and no "$schema".
    const { $schema, ...inFormOrder } = original;
    expect($schema).toBeTruthy();
    await save('data/products/needleFelt.json', inFormOrder);
    expect(await readFile(file, 'utf8')).toBe(text);

    await save('data/products/needleFelt.json', {
      ...inFormOrder,
      name: { tr: 'İğneli Keçe', en: 'Needle Felt Rolls' },
    });
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(Object.keys(saved)).toEqual(Object.keys(handWritten));
    expect(saved.name).toEqual({ tr: 'İğneli Keçe', en: 'Needle Felt Rolls' });
    expect(saved.previousSlugs).toEqual({ tr: [], en: ['needle-felt'] });
  });

  it('deletes a product with its own photo folder only, never a sibling', async () => {
    await withPhotos('trialFelt', ['1.jpg']);
    await withPhotos('trialFelt2', ['1.jpg']);
    await store().handle({
      action: 'deleteFile',
      params: { path: 'data/products/trialFelt.json' },
    });
    expect(existsSync(path.join(dir, 'media/products/trialFelt'))).toBe(false);
    expect(existsSync(path.join(dir, 'media/products/trialFelt2/1.jpg'))).toBe(true);
    expect(existsSync(path.join(dir, 'data/products/trialFelt2.json'))).toBe(true);
  });

  it('refuses an oversized photo with its figures, and writes nothing', async () => {
    const wide = await sharp({
      create: { width: 6400, height: 1000, channels: 3, background: '#888' },
    })
      .jpeg({ quality: 40 })
      .toBuffer();
    const refused = await store()
      .handle({
        action: 'persistEntry',
        params: {
          dataFiles: [
            {
              path: 'data/products/trialFelt.json',
              raw: JSON.stringify(product({ photos: ['wide.jpg'] })),
            },
          ],
          assets: [{ path: 'wide.jpg', content: wide.toString('base64'), encoding: 'base64' }],
        },
      })
      .catch((error: { problems: { tr: string; en: string }[] }) => error.problems);
    expect(refused).toEqual([
      {
        tr: '“wide.jpg” 6400 × 1000 piksel: bir fotoğrafın her kenarı en fazla 6000 piksel olabilir. Fotoğrafı küçültüp yeniden ekleyin.',
        en: '“wide.jpg” is 6400 × 1000 pixels: each side of a photo may be 6000 pixels at most. Make it smaller and add it again.',
        de: '„wide.jpg“ hat 6400 × 1000 Pixel: Jede Seite eines Fotos darf höchstens 6000 Pixel lang sein. Verkleinern Sie es und fügen Sie es erneut hinzu.',
        ar: 'أبعاد «wide.jpg» 6400 × 1000 بكسل: لا يجوز أن يزيد أي ضلع من أضلاع الصورة على 6000 بكسل. صغّرها وأضفها من جديد.',
      },
    ]);
    expect(existsSync(path.join(dir, 'media/products/trialFelt'))).toBe(false);
    expect(existsSync(path.join(dir, 'data/products/trialFelt.json'))).toBe(false);
  });

  it('refuses a save that would clash with another file, naming that entry, and writes nothing', async () => {
    // The English address of an existing product of the same sector: reported against the other
    // file by the content check, refused here all the same.
    const filter = JSON.parse(
      await readFile(path.join(dir, 'data/products/filterPaper.json'), 'utf8'),
    );
    const needle = path.join(dir, 'data/products/needleFelt.json');
    const before = await readFile(needle, 'utf8');
    const data = JSON.parse(before);
    const refused = await save('data/products/needleFelt.json', {
      ...data,
      slug: { tr: 'igneli-kece', en: 'filter-paper' },
    }).then(
      () => [] as { tr: string; en: string }[],
      (error: { problems: { tr: string; en: string }[] }) => error.problems,
    );
    expect(refused.map((p) => p.tr).join('\n')).toContain(`“${filter.name.tr}” ürününün adresi`);
    expect(JSON.stringify(refused)).not.toMatch(/\.json|products\//);
    expect(await readFile(needle, 'utf8')).toBe(before);
  });

  it('keeps the "$schema" a data file names its JSON Schema with, and shows no field for it', async () => {
    const link = '../../../node_modules/@defne/core/schema/product.schema.json';
    await writeFile(
      path.join(dir, 'data/products/trialFelt.json'),
      `${JSON.stringify({ $schema: link, ...product() }, null, 2)}\n`,
    );
    // Sent back without it, as a form with no such field sends it, and with it: kept, first.
    await save('data/products/trialFelt.json', product({ order: 21 }));
    const read = async () =>
      JSON.parse(await readFile(path.join(dir, 'data/products/trialFelt.json'), 'utf8'));
    expect(Object.keys(await read())[0]).toBe('$schema');
    expect(await read()).toMatchObject({ $schema: link, order: 21 });
    await save('data/products/trialFelt.json', { $schema: link, ...product({ order: 22 }) });
    expect(await read()).toMatchObject({ $schema: link, order: 22 });
    const home = path.join(dir, 'data/pages/home.json');
    const texts = JSON.parse(await readFile(home, 'utf8'));
    await writeFile(home, JSON.stringify({ $schema: link.replace('product', 'page'), ...texts }));
    const config = await generateConfig({
      contentDir: dir,
      collections: schema.collections,
      jsonSchemas: schema.contentJsonSchemas() as Record<string, Record<string, unknown>>,
    });
    type Collection = { name: string; fields?: any[]; files?: { fields: any[] }[] };
    for (const collection of config.collections as Collection[]) {
      const fields = [collection.fields ?? [], ...(collection.files ?? []).map((f) => f.fields)];
      expect(fields.flat().length, collection.name).toBeGreaterThan(0);
      for (const field of fields.flat()) expect(field.name, collection.name).not.toBe('$schema');
    }
  });

  it('gives a new entry the "$schema" its folder\'s files share, and none where they disagree', async () => {
    const sibling = JSON.parse(
      await readFile(path.join(dir, 'data/products/adhesives.json'), 'utf8'),
    ) as { $schema: string };
    expect(sibling.$schema).toMatch(/product\.schema\.json$/);
    await save('data/products/newFelt.json', product({ order: 23 }));
    const made = JSON.parse(await readFile(path.join(dir, 'data/products/newFelt.json'), 'utf8'));
    expect(Object.keys(made)[0]).toBe('$schema');
    expect(made.$schema).toBe(sibling.$schema);
    // Two links in one folder: the editor guesses neither.
    await writeFile(
      path.join(dir, 'data/products/adhesives.json'),
      JSON.stringify({ ...sibling, $schema: 'elsewhere/product.schema.json' }),
    );
    await save(
      'data/products/otherFelt.json',
      product({ order: 24, name: { tr: 'Diğer Keçe', en: 'Other Felt' } }),
    );
    const other = JSON.parse(
      await readFile(path.join(dir, 'data/products/otherFelt.json'), 'utf8'),
    );
    expect(other).not.toHaveProperty('$schema');
    expect(other).toMatchObject({ order: 24 });
  });

  it('refuses a path outside the content folder', async () => {
    await expect(
      store().handle({ action: 'getEntry', params: { path: '../../etc/passwd' } }),
    ).rejects.toThrow(/area: \.\.\/\.\.\/etc\/passwd/);
  });
});

describe('the messages', () => {
  it('tell every problem the content check gives about the new product fields in Turkish', async () => {
    const { tellProblem, entryName } = await import('../../src/messages.mjs');
    const labels = labelsOf(schema.contentJsonSchemas());
    const nameOf = (file: string) =>
      entryName(file, () => ({ name: { tr: 'Deneme Keçesi', en: 'Trial Felt' } }));
    const problems = [
      'the supplier "nobody" does not exist (the suppliers are: a, b)',
      'the related product "ghost" does not exist (no products/ghost.json)',
      'the document 1 ("tds-tr.pdf") is listed but not in media/products/trialFelt/',
      'the document 2 ("sds.pdf") is not a PDF file (it does not begin with %PDF-): save or export it as PDF',
      'the document 1 ("big.pdf") is 12.0 MB; a document may be at most 10 MB (a buyer on a phone downloads it): make it smaller',
      'the language "de" of the document 1 ("x.pdf") is not one of the site\'s (tr, en)',
      'the revision date 2030-01-01 of the document 1 ("x.pdf") is after today (2026-11-26): a document cannot be revised in the future',
      'the file "old.jpg" in media/products/trialFelt/ is used by no entry',
    ];
    for (const problem of problems) {
      const told = tellProblem({ file: 'products/trialFelt.json', problem }, { nameOf, labels });
      expect(told.tr, problem).not.toMatch(/kurallarına uymuyor|\.json|products\//);
      expect(told.tr.startsWith('“Deneme Keçesi” ürünü: '), problem).toBe(true);
      expect(told.en).not.toMatch(/products\/trialFelt\.json/);
    }
  });

  it('tell a missing file or logo in whole English sentences, without the folder', async () => {
    const { tellProblem, entryName } = await import('../../src/messages.mjs');
    const labels = labelsOf(schema.contentJsonSchemas());
    const nameOf = (file: string) =>
      entryName(file, () => ({ name: { tr: 'Deneme Keçesi', en: 'Trial Felt' } }));
    const tell = (file: string, problem: string) =>
      tellProblem({ file, problem }, { nameOf, labels }).en;
    expect(
      tell(
        'products/trialFelt.json',
        'the photo "1.jpg" is listed but not in media/products/trialFelt/',
      ),
    ).toBe('The product “Trial Felt”: the photo "1.jpg" is listed but its file is missing.');
    expect(
      tell(
        'products/trialFelt.json',
        'the document 1 ("tds-tr.pdf") is listed but not in media/products/trialFelt/',
      ),
    ).toBe(
      'The product “Trial Felt”: the document 1 ("tds-tr.pdf") is listed but its file is missing.',
    );
    expect(tell('suppliers/selvi.json', 'the logo "selvi.png" is not in media/suppliers/')).toBe(
      'The supplier “Trial Felt”: the logo "selvi.png" is not among the files.',
    );
  });
});

describe('the list at any size (issue 51)', () => {
  const store = () => createStore({ contentDir: dir, validate: validatorOf(schema) });
  const keys = async () =>
    (await readdir(path.join(dir, 'data/products')))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => name.slice(0, -'.json'.length));
  const where = { folder: 'data/products', extension: '.json', depth: 1 };

  it('gives the products a page at a time, each with its name, key and addresses only', async () => {
    const all = await keys();
    const list = store();
    const first: any = await list.handle({
      action: 'entriesPage',
      params: { ...where, page: 0, size: 10 },
    });
    expect(first.total).toBe(all.length);
    expect(first.pageCount).toBe(Math.ceil(all.length / 10));
    expect(first.entries.map((e: any) => e.file.path)).toEqual(
      all.slice(0, 10).map((key) => `data/products/${key}.json`),
    );
    const last: any = await list.handle({
      action: 'entriesPage',
      params: { ...where, page: first.pageCount - 1, size: 10 },
    });
    expect(last.entries.map((e: any) => e.file.path.split('/').at(-1))).toEqual(
      all.slice((first.pageCount - 1) * 10).map((key) => `${key}.json`),
    );
    // Not the whole file: what the list shows and searches, and the key and addresses in effect.
    const needleFelt = JSON.parse(
      await readFile(path.join(dir, 'data/products/needleFelt.json'), 'utf8'),
    );
    const digests = (await list.handle({ action: 'entriesDigest', params: where })) as any[];
    expect(digests).toHaveLength(all.length);
    const digest = JSON.parse(
      digests.find((e) => e.file.path === 'data/products/needleFelt.json').data,
    );
    expect(digest).toEqual({
      name: needleFelt.name,
      sector: needleFelt.sector,
      order: needleFelt.order,
      filename: [
        'needleFelt',
        ...new Set([slugify(needleFelt.name.tr), slugify(needleFelt.name.en)]),
      ].join(' '),
    });
    expect(digest.description).toBeUndefined();
  });

  it('shows a file as it is now, changed by the editor or by hand, and a new one', async () => {
    const list = store();
    const digestOf = async (key: string) => {
      const all = (await list.handle({ action: 'entriesDigest', params: where })) as any[];
      const entry = all.find((e) => e.file.path === `data/products/${key}.json`);
      return entry && JSON.parse(entry.data);
    };
    await digestOf('needleFelt');
    const file = path.join(dir, 'data/products/needleFelt.json');
    const data = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify({ ...data, name: { ...data.name, en: 'Renamed Felt' } }));
    expect((await digestOf('needleFelt')).name.en).toBe('Renamed Felt');
    expect((await digestOf('needleFelt')).filename).toContain('renamed-felt');
    await writeFile(path.join(dir, 'data/products/trialFelt.json'), JSON.stringify(product()));
    expect((await digestOf('trialFelt')).name.tr).toBe('Deneme Keçesi');
    // A folder the content does not have lists nothing, rather than failing.
    await rm(path.join(dir, 'data/suppliers'), { recursive: true });
    expect(
      await list.handle({
        action: 'entriesDigest',
        params: { ...where, folder: 'data/suppliers' },
      }),
    ).toEqual([]);
  });
});
