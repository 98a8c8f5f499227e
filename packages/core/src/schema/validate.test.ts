import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { companyFacts } from '../company.ts';
import { generateCatalogue } from './generate.ts';
import { contentJsonSchemas } from './schema.ts';
import { PHOTO_MIN_WIDTH } from './limits.ts';
import { buildDay } from '../build-day.ts';
import { formatProblems, validateContent } from './validate.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** A real PNG file of the given size (grey pixels). */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const both = (tr: string, en: string) => ({ tr, en });

/** A small, valid, company-free site in a temp folder: `{root}/data` and `{root}/media`. */
function site() {
  const root = mkdtempSync(join(tmpdir(), 'defne-content-'));
  dirs.push(root);
  const data = join(root, 'data');
  const write = (file: string, value: unknown) => {
    mkdirSync(dirname(join(data, file)), { recursive: true });
    writeFileSync(
      join(data, file),
      typeof value === 'string' || Buffer.isBuffer(value) ? value : JSON.stringify(value, null, 2),
    );
  };
  const read = (file: string) =>
    JSON.parse(readFileSync(join(data, file), 'utf8')) as Record<string, never>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures are edited freely, field by field
  const edit = (file: string, change: (json: any) => void) => {
    const json = read(file);
    change(json);
    write(file, json);
  };
  const media = (file: string, bytes: Buffer) => {
    mkdirSync(dirname(join(root, 'media', file)), { recursive: true });
    writeFileSync(join(root, 'media', file), bytes);
  };
  write('sectors/pumps.json', {
    order: 1,
    icon: 'filter',
    imageFolder: 'pumps',
    title: both('Pompalar', 'Pumps'),
    description: both('Sanayi pompaları.', 'Industrial pumps.'),
    badge: both('Pompa', 'Pump'),
    slug: both('pompalar', 'pumps'),
    previousSlugs: { tr: [], en: [] },
  });
  write('products/gearPump.json', {
    sector: 'pumps',
    order: 1,
    name: both('Dişli Pompa', 'Gear Pump'),
    description: both('Yağ için dişli pompa.', 'A gear pump for oil.'),
    photos: [],
    previousSlugs: { tr: [], en: [] },
  });
  write('products/vanePump.json', {
    sector: 'pumps',
    order: 2,
    name: both('Paletli Pompa', 'Vane Pump'),
    description: both('Paletli pompa.', 'A vane pump.'),
    photos: [],
    previousSlugs: { tr: [], en: [] },
  });
  write('suppliers/acme.json', {
    order: 1,
    name: 'Acme Pumps',
    kind: both('Üretici', 'Manufacturer'),
    blurb: both('Pompa üreticisi.', 'A pump maker.'),
  });
  write('company.json', {
    name: 'Örnek',
    legalName: 'Örnek Ltd. Şti.',
    foundingYear: 2001,
    address: {
      street: 'Atatürk Cad. 1',
      district: 'Kadıköy',
      city: 'İstanbul',
      postalCode: '34710',
      country: 'TR',
      countryName: both('Türkiye', 'Türkiye'),
    },
    phone: '+90 216 555 00 00',
    whatsapp: '+90 216 555 00 01',
    email: 'info@ornek.example.com',
    linkedin: 'https://www.linkedin.com/company/ornek-example',
    businessHours: { days: 'Mo-Fr', opens: '09:00', closes: '18:00' },
    stats: [{ id: 'partners', value: 10, suffix: '+' }],
  });
  write('pages/home.json', {
    hero: { title: both('Hoş geldiniz, {{company}}', 'Welcome to {{company}}') },
  });
  write('removed.json', []);
  const problems = () => validateContent(data).problems.map((p) => p.message);
  return { root, data, write, read, edit, media, problems };
}

describe('validateContent', () => {
  it('accepts a company without WhatsApp or LinkedIn, whose facts then have no such links', () => {
    const s = site();
    s.edit('company.json', (j) => {
      delete j.whatsapp;
      delete j.linkedin;
    });
    const result = validateContent(s.data);
    expect(result.problems).toEqual([]);
    const facts = companyFacts(result.content.company!);
    expect([facts.whatsapp, facts.whatsappHref, facts.linkedin]).toEqual(['', '', '']);
    s.edit('company.json', (j) => (j.whatsapp = ''));
    expect(s.problems()).toEqual([
      'company.json: the WhatsApp must be a phone number such as +90 212 555 01 24',
    ]);
  });

  it('accepts a valid site and reads it in order', () => {
    const s = site();
    const result = validateContent(s.data);
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.content.products.map((p) => [p.key, p.slug])).toEqual([
      ['gearPump', { tr: 'disli-pompa', en: 'gear-pump' }],
      ['vanePump', { tr: 'paletli-pompa', en: 'vane-pump' }],
    ]);
  });

  it('names a missing language', () => {
    const s = site();
    s.edit('products/gearPump.json', (j) => delete j.description.en);
    expect(s.problems()).toEqual(['products/gearPump.json: the English description is missing']);
  });

  it('names an empty name, also when it is only spaces', () => {
    const s = site();
    s.edit('products/gearPump.json', (j) => (j.name.en = ''));
    s.edit('products/vanePump.json', (j) => (j.name.tr = '   '));
    expect(s.problems()).toEqual([
      'products/gearPump.json: the English name is empty',
      'products/vanePump.json: the Turkish name is empty',
    ]);
  });

  it('names a name that is too long', () => {
    const s = site();
    s.edit('products/gearPump.json', (j) => (j.name.tr = 'Pompa '.repeat(20).trim()));
    expect(s.problems()).toEqual([
      'products/gearPump.json: the Turkish name is longer than 80 characters',
    ]);
  });

  it('refuses an address of digits only, which a sector page takes (D25)', () => {
    const s = site();
    s.edit('products/gearPump.json', (j) => (j.name.en = '2024'));
    expect(s.problems()).toEqual([
      'products/gearPump.json: the English address "2024" is all digits, which a sector\'s page number takes: add a word to the name or the `slug`',
    ]);
  });

  it('names a duplicate slug in one sector, per language', () => {
    const s = site();
    s.edit('products/vanePump.json', (j) => (j.name.en = 'Gear pump'));
    expect(s.problems()).toEqual([
      'products/vanePump.json: the English address "gear-pump" is also used by products/gearPump.json in the same sector',
    ]);
  });

  it('names a slug with spaces, capitals or Turkish letters', () => {
    const s = site();
    s.edit('products/gearPump.json', (j) => (j.slug = { tr: 'dişli-pompa', en: 'Gear-Pump' }));
    s.edit('sectors/pumps.json', (j) => (j.slug.en = 'all pumps'));
    expect(s.problems()).toEqual([
      'sectors/pumps.json: the English address contains spaces: use hyphens (-) between words',
      'products/gearPump.json: the Turkish address (optional) contains Turkish letters: write ğ as g, ş as s, ı and İ as i, ç as c, ö as o, ü as u',
      'products/gearPump.json: the English address (optional) contains capital letters: use lower case only',
    ]);
  });

  it('names an unknown sector and lists the known ones', () => {
    const s = site();
    s.edit('products/gearPump.json', (j) => (j.sector = 'valves'));
    expect(s.problems()).toEqual([
      'products/gearPump.json: the sector "valves" does not exist (the sectors are: pumps)',
    ]);
  });

  it('names a previous sector that does not exist or is the current one', () => {
    const s = site();
    s.edit('products/gearPump.json', (j) => (j.previousSectors = ['valves']));
    s.edit('products/vanePump.json', (j) => (j.previousSectors = ['pumps']));
    expect(s.problems()).toEqual([
      'products/gearPump.json: the previous sector "valves" does not exist (the sectors are: pumps)',
      'products/vanePump.json: the previous sectors list the current sector "pumps"',
    ]);
  });

  it('names a supplier logo that is not in media/suppliers/', () => {
    const s = site();
    s.edit('suppliers/acme.json', (j) => (j.logo = 'acme.png'));
    expect(s.problems()).toEqual([
      'suppliers/acme.json: the logo "acme.png" is not in media/suppliers/',
    ]);
    s.media('suppliers/acme.png', png(200, 80));
    expect(s.problems()).toEqual([]);
  });

  it('names a photo that is listed but not on disk', () => {
    const s = site();
    s.edit('products/gearPump.json', (j) => (j.photos = ['1.jpg']));
    expect(s.problems()).toEqual([
      'products/gearPump.json: the photo "1.jpg" is listed but not in media/products/gearPump/',
    ]);
  });

  it(`names a photo narrower than the largest picture (${PHOTO_MIN_WIDTH} px), and takes one wide enough`, () => {
    const s = site();
    s.edit('products/gearPump.json', (j) => (j.photos = ['1.png', '2.png']));
    s.media('products/gearPump/1.png', png(PHOTO_MIN_WIDTH, 10));
    s.media('products/gearPump/2.png', png(640, 480));
    expect(s.problems()).toEqual([
      `products/gearPump.json: the photo "2.png" is 640 pixels wide; it needs at least ${PHOTO_MIN_WIDTH} (the widest the site shows it)`,
    ]);
  });

  it('names media no entry uses: a photo taken out of its list, a folder of no product', () => {
    const s = site();
    s.edit('products/gearPump.json', (j) => (j.photos = ['1.png']));
    s.media('products/gearPump/1.png', png(PHOTO_MIN_WIDTH, 10));
    s.media('products/gearPump/old.png', png(PHOTO_MIN_WIDTH, 10));
    s.media('products/goneProduct/1.png', png(PHOTO_MIN_WIDTH, 10));
    expect(s.problems()).toEqual([
      'products/gearPump.json: the file "old.png" in media/products/gearPump/ is used by no entry',
      'media/products/goneProduct/: the folder "goneProduct" in media/products/ belongs to no product',
    ]);
  });

  it('names markup in a text field', () => {
    const s = site();
    s.edit('products/gearPump.json', (j) => (j.description.en = 'A <b>strong</b> pump.'));
    s.edit('pages/home.json', (j) => (j.hero.title.tr = 'Hoş geldiniz&nbsp;{{company}}'));
    expect(s.problems()).toEqual([
      'products/gearPump.json: the English description contains markup (HTML tags or entities): write plain text',
      'pages/home.json: the Turkish text of "hero.title" contains markup (HTML tags or entities): write plain text',
    ]);
  });

  it('names a byte order mark and a broken encoding', () => {
    const s = site();
    const text = readFileSync(join(s.data, 'products/gearPump.json'));
    s.write('products/gearPump.json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), text]));
    // "Dişli" saved as Windows-1254 (ş = 0xFE): not UTF-8.
    const latin = Buffer.from(
      readFileSync(join(s.data, 'products/vanePump.json'), 'utf8').replace('Paletli', 'Pa\u0000'),
      'utf8',
    );
    latin[latin.indexOf(0)] = 0xfe;
    s.write('products/vanePump.json', latin);
    expect(s.problems()).toEqual([
      'products/gearPump.json: starts with an invisible byte order mark (BOM): save it as UTF-8 without BOM',
      'products/vanePump.json: is not saved as UTF-8: broken characters at line 5, column 14 (letters such as ğ, ş, ı need UTF-8)',
    ]);
  });

  it('names a file that is not valid JSON with its line and column', () => {
    const s = site();
    s.write('products/gearPump.json', '{\n  "sector": "pumps",\n  "order": 1\n  "photos": []\n}\n');
    const [message] = s.problems();
    expect(message).toMatch(/^products\/gearPump\.json: is not valid JSON at line 4, column 3 \(/);
    expect(message).toContain('check for a missing comma, quote or bracket');
  });

  it('names an unknown field', () => {
    const s = site();
    s.edit('products/gearPump.json', (j) => (j.price = 10));
    s.edit('sectors/pumps.json', (j) => (j.title.de = 'Pumpen'));
    expect(s.problems()).toEqual([
      `sectors/pumps.json: the title is in "de", not one of the site's languages (tr, en)`,
      'products/gearPump.json: has a field the site does not know: "price" (check the spelling, or remove it)',
    ]);
  });

  it("names an earlier address that is another entry's current one, and a removed product still listed", () => {
    const s = site();
    s.edit('products/vanePump.json', (j) => (j.previousSlugs.en = ['gear-pump']));
    s.write('removed.json', [
      { key: 'gearPump', sector: 'pumps', slug: both('eski', 'old'), removedOn: '2026-11-25' },
    ]);
    expect(s.problems()).toEqual([
      'products/vanePump.json: the English previous address "gear-pump" is the current address of products/gearPump.json',
      'removed.json: the removed product 1 ("gearPump") is still in the catalogue (products/gearPump.json)',
    ]);
  });

  it('lists every problem of every file at once', () => {
    const s = site();
    s.edit('products/gearPump.json', (j) => {
      j.name.en = '';
      j.sector = 'valves';
    });
    s.edit('products/vanePump.json', (j) => (j.description.tr = '<p>Pompa</p>'));
    s.edit('company.json', (j) => (j.email = 'not an address'));
    s.edit('pages/home.json', (j) => (j.hero.title.en = 'Welcome'));
    const problems = s.problems();
    expect(problems).toEqual([
      'products/gearPump.json: the English name is empty',
      'products/vanePump.json: the Turkish description contains markup (HTML tags or entities): write plain text',
      'company.json: the e-mail must be an e-mail address',
      'pages/home.json: the texts of "hero.title" use different {{placeholders}} in Turkish (company) and English (none)',
      'products/gearPump.json: the sector "valves" does not exist (the sectors are: pumps)',
    ]);
    expect(formatProblems(validateContent(s.data).problems)).toMatch(
      /^The content has 5 problems; the site was not built:\n {2}- products\/gearPump\.json: the English name is empty\n/,
    );
  });
});

/** A small real PDF: a header, one empty page, a cross-reference table and a trailer. */
function pdf(text = 'SAMPLE'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

const TODAY = '2026-11-26';
const problemsOn = (data: string, today = TODAY) =>
  validateContent(data, { today }).problems.map((p) => p.message);

describe('product details (D23)', () => {
  /** A product with every optional field filled, and its PDFs on disk. */
  function detailed() {
    const s = site();
    s.media('products/gearPump/tds-tr.pdf', pdf('ÖRNEK'));
    s.media('products/gearPump/sds-en.pdf', pdf('SAMPLE'));
    s.edit('products/gearPump.json', (j) => {
      j.properties = [
        { label: both('Debi', 'Flow rate'), value: '120', unit: 'l/min' },
        { label: both('Gövde', 'Body'), value: both('Dökme demir', 'Cast iron') },
      ];
      j.applications = both('Yağ transferi.', 'Oil transfer.');
      j.packaging = both('Ahşap sandık.', 'Wooden crate.');
      j.supplier = 'acme';
      j.documents = [
        { kind: 'technicalDataSheet', lang: 'tr', file: 'tds-tr.pdf', revised: '2026-03-01' },
        { kind: 'safetyDataSheet', lang: 'en', file: 'sds-en.pdf', revised: '2025-10-15' },
      ];
      j.related = ['vanePump'];
    });
    return s;
  }

  it('accepts properties, applications, packaging, supplier, documents and related products', () => {
    const s = detailed();
    expect(problemsOn(s.data)).toEqual([]);
  });

  it('accepts quote units a product is sold by', () => {
    const s = detailed();
    s.edit('products/gearPump.json', (j) => (j.quoteUnits = ['piece']));
    s.edit('products/vanePump.json', (j) => (j.quoteUnits = ['kg', 'litre']));
    expect(problemsOn(s.data)).toEqual([]);
  });

  it('names a quote unit that is not one, an empty list and a repeat', () => {
    const s = detailed();
    s.edit('products/gearPump.json', (j) => (j.quoteUnits = ['kg', 'tonne']));
    s.edit('products/vanePump.json', (j) => (j.quoteUnits = []));
    expect(problemsOn(s.data)).toEqual([
      'products/gearPump.json: the quote units (item 2) must be one of: kg, litre, metre, roll, piece',
      'products/vanePump.json: the quote units must name at least one unit (left out, every unit is offered: kg, litre, metre, roll, piece)',
    ]);
    s.edit('products/vanePump.json', (j) => (j.quoteUnits = ['roll', 'roll']));
    expect(problemsOn(s.data)).toContain(
      'products/vanePump.json: the quote units name a unit twice',
    );
  });

  it('names a supplier that does not exist and lists the known ones', () => {
    const s = detailed();
    s.edit('products/gearPump.json', (j) => (j.supplier = 'acmee'));
    expect(problemsOn(s.data)).toEqual([
      'products/gearPump.json: the supplier "acmee" does not exist (the suppliers are: acme)',
    ]);
  });

  it('names a related product that does not exist, the product itself and a repeat', () => {
    const s = detailed();
    s.edit('products/gearPump.json', (j) => (j.related = ['screwPump', 'gearPump']));
    s.edit('products/vanePump.json', (j) => (j.related = ['gearPump', 'gearPump']));
    expect(problemsOn(s.data)).toEqual([
      'products/gearPump.json: the related product "screwPump" does not exist (no products/screwPump.json)',
      'products/gearPump.json: the related products list the product itself',
      'products/vanePump.json: the related products list "gearPump" twice',
    ]);
  });

  it('names a document that is listed but not in the product folder', () => {
    const s = detailed();
    s.edit('products/gearPump.json', (j) => (j.documents[0].file = 'tds-tr-2.pdf'));
    // The file it named before is now named by nothing: reported too, so it is not left behind.
    expect(problemsOn(s.data)).toEqual([
      'products/gearPump.json: the file "tds-tr.pdf" in media/products/gearPump/ is used by no entry',
      'products/gearPump.json: the document 1 ("tds-tr-2.pdf") is listed but not in media/products/gearPump/',
    ]);
  });

  it('names a document that is not a PDF by its bytes, whatever its name says', () => {
    const s = detailed();
    s.media('products/gearPump/tds-tr.pdf', png(10, 10));
    expect(problemsOn(s.data)).toEqual([
      'products/gearPump.json: the document 1 ("tds-tr.pdf") is not a PDF file (it does not begin with %PDF-): save or export it as PDF',
    ]);
  });

  it('names a document over 10 MB', () => {
    const s = detailed();
    s.media(
      'products/gearPump/sds-en.pdf',
      Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024, 0x20)]),
    );
    expect(problemsOn(s.data)).toEqual([
      'products/gearPump.json: the document 2 ("sds-en.pdf") is 10.0 MB; a document may be at most 10 MB (a buyer on a phone downloads it): make it smaller',
    ]);
  });

  it("names a document in a language that is not the site's", () => {
    const s = detailed();
    s.edit('products/gearPump.json', (j) => (j.documents[1].lang = 'de'));
    expect(problemsOn(s.data)).toEqual([
      `products/gearPump.json: the language "de" of the document 2 ("sds-en.pdf") is not one of the site's (tr, en)`,
    ]);
    // A German site accepts the document (its texts must then be in German too, as below).
    expect(
      validateContent(s.data, { today: TODAY, languages: ['tr', 'en', 'de'] })
        .problems.map((p) => p.message)
        .filter((m) => m.includes('document')),
    ).toEqual([]);
  });

  it('names an unknown kind of document and a file name that is not a .pdf', () => {
    const s = detailed();
    s.edit('products/gearPump.json', (j) => {
      j.documents[0].kind = 'datasheet';
      j.documents[1].file = 'sds-en.docx';
    });
    expect(problemsOn(s.data)).toEqual([
      'products/gearPump.json: the kind of document in the documents (item 1) must be one of: technicalDataSheet, safetyDataSheet, certificate, brochure',
      'products/gearPump.json: the PDF file in the documents (item 2) must be a PDF file name ending in .pdf, such as tds-tr.pdf (no folders)',
      'products/gearPump.json: the file "sds-en.pdf" in media/products/gearPump/ is used by no entry',
    ]);
  });

  it('names a revision date that is no date, and one after the day of the build', () => {
    const s = detailed();
    s.edit('products/gearPump.json', (j) => (j.documents[0].revised = '2026-02-30'));
    expect(problemsOn(s.data)).toEqual([
      'products/gearPump.json: the revision date in the documents (item 1) is not a date of the calendar',
    ]);
    s.edit('products/gearPump.json', (j) => (j.documents[0].revised = '2026-12-01'));
    expect(problemsOn(s.data)).toEqual([
      'products/gearPump.json: the revision date 2026-12-01 of the document 1 ("tds-tr.pdf") is after today (2026-11-26): a document cannot be revised in the future',
    ]);
    expect(problemsOn(s.data, '2026-12-01')).toEqual([]);
  });

  it('takes the day of the build from SOURCE_DATE_EPOCH when it is set (reproducible builds)', () => {
    const s = detailed();
    s.edit('products/gearPump.json', (j) => (j.documents[0].revised = '2026-12-01'));
    const before = process.env.SOURCE_DATE_EPOCH;
    try {
      process.env.SOURCE_DATE_EPOCH = String(Date.UTC(2026, 11, 1) / 1000);
      expect(buildDay()).toBe('2026-12-01');
      expect(validateContent(s.data).problems).toEqual([]);
      process.env.SOURCE_DATE_EPOCH = String(Date.UTC(2026, 10, 30) / 1000);
      expect(validateContent(s.data).problems.map((p) => p.problem)).toEqual([
        'the revision date 2026-12-01 of the document 1 ("tds-tr.pdf") is after today (2026-11-30): a document cannot be revised in the future',
      ]);
    } finally {
      if (before === undefined) delete process.env.SOURCE_DATE_EPOCH;
      else process.env.SOURCE_DATE_EPOCH = before;
    }
  });

  it('names two documents of one kind in one language', () => {
    const s = detailed();
    s.media('products/gearPump/tds-tr-old.pdf', pdf());
    s.edit('products/gearPump.json', (j) =>
      j.documents.push({
        kind: 'technicalDataSheet',
        lang: 'tr',
        file: 'tds-tr-old.pdf',
        revised: '2024-01-10',
      }),
    );
    expect(problemsOn(s.data)).toEqual([
      'products/gearPump.json: the document 3 ("tds-tr-old.pdf") is a second technical data sheet in the language "tr": keep one per language',
    ]);
  });

  it("names a property's missing label, a value that is a number and a value missing a language", () => {
    const s = detailed();
    s.edit('products/gearPump.json', (j) => {
      delete j.properties[0].label.en;
      j.properties[0].value = 120;
      j.properties[1].value = { tr: 'Dökme demir' };
    });
    expect(problemsOn(s.data)).toEqual([
      'products/gearPump.json: the English property in the technical properties (item 1) is missing',
      'products/gearPump.json: the value in the technical properties (item 1) must be a text in quotes, or { "tr": "…", "en": "…" }',
      'products/gearPump.json: the English value in the technical properties (item 2) is missing',
    ]);
  });

  it('names markup in the applications and an empty packaging text', () => {
    const s = detailed();
    s.edit('products/gearPump.json', (j) => {
      j.applications.en = 'Oil <b>transfer</b>.';
      j.packaging.tr = '';
    });
    expect(problemsOn(s.data)).toEqual([
      'products/gearPump.json: the English applications contains markup (HTML tags or entities): write plain text',
      'products/gearPump.json: the Turkish packaging is empty',
    ]);
  });

  it('relates a product without a list to at most four of the next products of its sector, wrapping round', () => {
    const s = site();
    const names = ['Eksantrik', 'Vidalı', 'Santrifüj', 'Pistonlu'];
    names.forEach((name, i) =>
      s.write(`products/pump${i + 3}.json`, {
        sector: 'pumps',
        order: i + 3,
        name: both(`${name} Pompa`, `Pump ${i + 3}`),
        description: both(`${name} pompa.`, `Pump number ${i + 3}.`),
        photos: [],
        previousSlugs: { tr: [], en: [] },
      }),
    );
    const outDir = join(s.root, 'generated');
    const result = generateCatalogue({
      dataDir: s.data,
      outDir,
      publicDir: join(s.root, 'public'),
      today: TODAY,
    });
    expect(result.problems).toEqual([]);
    const details = readFileSync(join(outDir, 'details.ts'), 'utf8');
    const json = JSON.parse(
      details.slice(details.indexOf('= {') + 2).replace(/;\s*$/, ''),
    ) as Record<string, { related: string[] }>;
    expect(json.gearPump!.related).toEqual(['vanePump', 'pump3', 'pump4', 'pump5']);
    expect(json.pump4!.related).toEqual(['pump5', 'pump6', 'gearPump', 'vanePump']);
    expect(json.pump6!.related).toEqual(['gearPump', 'vanePump', 'pump3', 'pump4']);
  });

  it('generates the details: values per language, document addresses and sizes, related products by default from the sector', () => {
    const s = detailed();
    const outDir = join(s.root, 'generated');
    const publicDir = join(s.root, 'public');
    const result = generateCatalogue({ dataDir: s.data, outDir, publicDir, today: TODAY });
    expect(result.problems).toEqual([]);
    const details = readFileSync(join(outDir, 'details.ts'), 'utf8');
    const json = JSON.parse(
      details.slice(details.indexOf('= {') + 2).replace(/;\s*$/, ''),
    ) as Record<
      string,
      { properties: unknown[]; documents: { href: string; bytes: number }[]; related: string[] }
    >;
    expect(json.gearPump!.properties[0]).toEqual({
      label: both('Debi', 'Flow rate'),
      value: both('120', '120'),
      unit: 'l/min',
    });
    expect(json.gearPump!.documents[0]).toMatchObject({
      href: '/media/products/gearPump/tds-tr.pdf',
      bytes: pdf('ÖRNEK').length,
    });
    expect(json.vanePump!.related).toEqual(['gearPump']);
    expect(json.vanePump!.documents).toEqual([]);
    expect(readFileSync(join(publicDir, 'media/products/gearPump/sds-en.pdf'))).toEqual(
      pdf('SAMPLE'),
    );
  });
});

describe('generate step', () => {
  it('stops with the problems in plain words, exit code 1 and no stack trace', () => {
    const s = site();
    s.edit('products/gearPump.json', (j) => (j.name.en = ''));
    const out = join(s.root, 'generated');
    const run = spawnSync(process.execPath, [join(here, 'cli.ts'), s.data, out], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'The content has 1 problem; the site was not built:\n  - products/gearPump.json: the English name is empty\n',
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('writes the typed catalogue and the resource trees of a valid site, then leaves them alone', () => {
    const s = site();
    const outDir = join(s.root, 'generated');
    const first = generateCatalogue({ dataDir: s.data, outDir });
    expect(first.written).toEqual(['content.ts', 'details.ts', 'locales/tr.ts', 'locales/en.ts']);
    const content = readFileSync(join(outDir, 'content.ts'), 'utf8');
    expect(content).toContain('"pumps": [\n    "gearPump",\n    "vanePump"\n  ]');
    const tr = readFileSync(join(outDir, 'locales/tr.ts'), 'utf8');
    // Every product's texts typed by their shape, not as literals (no type grows with the catalogue).
    expect(tr).toContain(
      'const products: Readonly<Record<string, ProductTexts>> = {\n  "gearPump": {\n    "name": "Dişli Pompa"',
    );
    expect(tr).toContain('"products": products');
    expect(content).toMatch(/as Readonly<\s*Record<CategoryId, readonly ProductKey\[\]>\s*>;/);
    // No type names every product: the key is a branded string, whatever the catalogue's size.
    expect(content).toContain(
      "export type ProductKey = string & { readonly __brand: 'ProductKey' };",
    );
    expect(content).not.toMatch(/"gearPump" \||\| "gearPump"/);
    expect(tr).toContain('"title": "Hoş geldiniz, {{company}}"');
    expect(generateCatalogue({ dataDir: s.data, outDir }).written).toEqual([]);
  });
});

describe('"$schema" in a data file', () => {
  const link = (file: string) => `../../node_modules/@defne/core/schema/${file}`;

  it('is accepted in every object file and reaches neither the content nor the generated files', () => {
    const s = site();
    const outDir = join(s.root, 'generated');
    const before = generateCatalogue({ dataDir: s.data, outDir });
    expect(before.written.length).toBeGreaterThan(0);
    const files = (dir: string) =>
      ['content.ts', 'details.ts', 'locales/tr.ts', 'locales/en.ts'].map((f) =>
        readFileSync(join(dir, f), 'utf8'),
      );
    const generated = files(outDir);
    for (const [file, schema] of [
      ['products/gearPump.json', 'product.schema.json'],
      ['sectors/pumps.json', 'sector.schema.json'],
      ['suppliers/acme.json', 'supplier.schema.json'],
      ['company.json', 'company.schema.json'],
      ['pages/home.json', 'page.schema.json'],
    ] as const) {
      s.edit(file, (j) => Object.assign(j, { $schema: link(schema) }));
    }
    const result = validateContent(s.data);
    expect(result.problems).toEqual([]);
    expect(JSON.stringify(result.content)).not.toContain('$schema');
    expect(generateCatalogue({ dataDir: s.data, outDir }).written).toEqual([]);
    expect(files(outDir)).toEqual(generated);
  });

  it('must be a path', () => {
    const s = site();
    s.edit('products/gearPump.json', (j) => (j.$schema = 3));
    expect(s.problems()).toEqual([
      'products/gearPump.json: "$schema" must be the path of the file\'s JSON Schema, e.g. "../../../node_modules/@defne/core/schema/product.schema.json"',
    ]);
  });
});

describe('schema for editors', () => {
  it('labels every field in Turkish and English and carries the limits', () => {
    const schemas = contentJsonSchemas() as Record<string, Record<string, unknown>>;
    const unlabelled: string[] = [];
    const walk = (node: Record<string, unknown>, path: string) => {
      const props = node.properties as Record<string, Record<string, unknown>> | undefined;
      for (const [key, child] of Object.entries(props ?? {})) {
        const label = child.label as { tr?: string; en?: string } | undefined;
        if (!label?.tr || !label.en) unlabelled.push(`${path}.${key}`);
        walk(child, `${path}.${key}`);
        if (child.items) walk(child.items as Record<string, unknown>, `${path}.${key}[]`);
      }
    };
    for (const name of ['products', 'sectors', 'suppliers', 'company', 'removed'])
      walk((schemas[name]!.items ?? schemas[name]) as Record<string, unknown>, name);
    expect(unlabelled).toEqual([]);
    const product = schemas.products as {
      properties: Record<string, { properties?: Record<string, { maxLength?: number }> }>;
    };
    expect(product.properties.name?.properties?.en?.maxLength).toBe(80);
  });

  it('carries the product details: the kinds of document, the PDF pattern, the references', () => {
    const product = contentJsonSchemas().products as {
      required: string[];
      properties: Record<string, Record<string, unknown>>;
    };
    for (const field of [
      'properties',
      'applications',
      'packaging',
      'supplier',
      'documents',
      'related',
    ])
      expect(product.required).not.toContain(field);
    const documents = product.properties.documents as {
      items: { properties: Record<string, { enum?: string[]; pattern?: string }> };
    };
    expect(documents.items.properties.kind?.enum).toEqual([
      'technicalDataSheet',
      'safetyDataSheet',
      'certificate',
      'brochure',
    ]);
    expect(documents.items.properties.file?.pattern).toBe('^[^/\\\\]+\\.pdf$');
    expect(product.properties.supplier).toMatchObject({ references: 'suppliers' });
    expect(product.properties.related).toMatchObject({ references: 'products' });
    const property = (
      product.properties.properties as { items: { properties: Record<string, unknown> } }
    ).items.properties;
    expect(Object.keys(property)).toEqual(['label', 'value', 'unit']);
  });
});

/** Adds a German text beside every `{ tr, en }` pair (and an empty list of earlier German slugs). */
function addGerman(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(addGerman);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const keys = entries.map(([k]) => k).join(',');
  if (keys === 'tr,en') {
    const en = (value as { en: unknown }).en;
    const slug = typeof en === 'string' && /^[a-z0-9-]+$/.test(en);
    const de = Array.isArray(en)
      ? []
      : slug
        ? `${en}-de`
        : typeof en === 'string'
          ? `${en} (de)`
          : en;
    return { ...value, de };
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, addGerman(v)]));
}

describe("a site's languages: nothing is ignored silently", () => {
  const german = ['tr', 'en', 'de'];
  /** The sample site with German everywhere; every data file edited through `addGerman`. */
  function germanSite() {
    const s = site();
    for (const file of [
      'sectors/pumps.json',
      'products/gearPump.json',
      'products/vanePump.json',
      'suppliers/acme.json',
      'company.json',
      'pages/home.json',
    ])
      s.write(file, addGerman(s.read(file)));
    const problems = () =>
      validateContent(s.data, { languages: german }).problems.map((p) => p.message);
    return { ...s, problems };
  }

  it('checks and generates a third language: its own locale module, every text in German', () => {
    const s = germanSite();
    expect(s.problems()).toEqual([]);
    const out = join(s.root, 'generated');
    const result = generateCatalogue({ dataDir: s.data, outDir: out, languages: german });
    expect(result.problems).toEqual([]);
    expect(result.written).toContain('locales/de.ts');
    const de = readFileSync(join(out, 'locales/de.ts'), 'utf8');
    expect(de).toContain('/** German texts: the same keys as the Turkish ones. */');
    expect(de).toContain('"title": "Welcome to {{company}} (de)"');
    expect(readFileSync(join(out, 'content.ts'), 'utf8')).toContain('"de": "gear-pump-de"');
  });

  it("writes the JSON Schema files of the site's languages, where every text has its German field", () => {
    const s = germanSite();
    const out = join(s.root, 'generated');
    const result = generateCatalogue({ dataDir: s.data, outDir: out, languages: german });
    expect(result.written).toContain('schema/product.schema.json');
    const product = JSON.parse(readFileSync(join(out, 'schema/product.schema.json'), 'utf8'));
    expect(product.properties.name.required).toEqual(['tr', 'en', 'de']);
    expect(Object.keys(product.properties.name.properties)).toEqual(['tr', 'en', 'de']);
    expect(product.properties.name.additionalProperties).toBe(false);
    expect(Object.keys(product.properties.previousSlugs.properties)).toEqual(['tr', 'en', 'de']);
    // A site in the kit's default languages names the files the package ships: none written.
    const plain = site();
    const kit = generateCatalogue({ dataDir: plain.data, outDir: join(plain.root, 'generated') });
    expect(kit.written.filter((name) => name.startsWith('schema/'))).toEqual([]);
  });

  it('stops when a configured language is missing from the content, naming the file and field', () => {
    const s = germanSite();
    s.edit('products/gearPump.json', (j) => delete j.name.de);
    s.edit('company.json', (j) => delete j.address.countryName.de);
    expect(s.problems()).toEqual([
      'products/gearPump.json: the German name is missing',
      'company.json: the German country name in the address is missing',
    ]);
    const result = generateCatalogue({
      dataDir: s.data,
      outDir: join(s.root, 'generated'),
      languages: german,
    });
    expect([result.ok, result.written]).toEqual([false, []]);
  });

  it('stops when a configured language is missing from the page texts', () => {
    const s = germanSite();
    s.edit('pages/home.json', (j) => delete j.hero.title.de);
    expect(s.problems()).toEqual(['pages/home.json: the German text of "hero.title" is missing']);
  });

  it('stops when a configured language is missing from a slug or its earlier slugs', () => {
    const s = germanSite();
    s.edit('sectors/pumps.json', (j) => {
      delete j.slug.de;
      delete j.previousSlugs.de;
    });
    expect(s.problems()).toEqual([
      'sectors/pumps.json: the German address is missing',
      'sectors/pumps.json: the German previous addresses is missing',
    ]);
  });

  it('stops when the content has a language the site does not have', () => {
    const s = germanSite();
    s.edit('products/vanePump.json', (j) => (j.description.fr = 'Une pompe à palettes.'));
    s.edit('pages/home.json', (j) => (j.hero.title.fr = 'Bienvenue chez {{company}}'));
    s.edit('pages/home.json', (j) => (j.hero.subtitle = { ar: 'مرحبا' }));
    expect(s.problems()).toEqual([
      `products/vanePump.json: the description is in "fr", not one of the site's languages (tr, en, de)`,
      `pages/home.json: the text "hero.title" is in "fr", not one of the site's languages (tr, en, de)`,
      'pages/home.json: the Turkish text of "hero.subtitle" is missing',
      'pages/home.json: the English text of "hero.subtitle" is missing',
      'pages/home.json: the German text of "hero.subtitle" is missing',
      `pages/home.json: the text "hero.subtitle" is in "ar", not one of the site's languages (tr, en, de)`,
    ]);
  });

  it('gives the German text in a two-language site as a language it does not have', () => {
    const s = germanSite();
    expect(validateContent(s.data).problems.map((p) => p.problem)).toContain(
      `the name is in "de", not one of the site's languages (tr, en)`,
    );
  });
});

describe('a language added gradually (`fallback`, D27)', () => {
  /** The small site with some English texts not written yet. */
  function partlyEnglish() {
    const s = site();
    s.edit('products/vanePump.json', (j) => {
      delete j.name.en;
      j.description.en = '';
    });
    s.edit('sectors/pumps.json', (j) => delete j.badge.en);
    s.edit('pages/home.json', (j) => delete j.hero.title.en);
    s.edit('company.json', (j) => delete j.address.countryName.en);
    return s;
  }

  it('refuses a text not written when the site names no fallback language, as before', () => {
    expect(partlyEnglish().problems()).toContain(
      'products/vanePump.json: the English name is missing',
    );
  });

  it('reads what a language has not written in the fallback language, and lists it', () => {
    const s = partlyEnglish();
    const result = validateContent(s.data, { fallback: 'tr' });
    expect(result.problems).toEqual([]);
    expect(result.content.fallback).toEqual({
      from: 'tr',
      texts: 12,
      missing: {
        en: [
          'sectors/pumps.json#badge',
          'products/vanePump.json#name',
          'products/vanePump.json#description',
          'company.json#address.countryName',
          'pages/home.json#hero.title',
        ],
      },
    });
    const vane = result.content.products.find((p) => p.key === 'vanePump')!;
    // The address is made from the name it is read with.
    expect(vane.slug.en).toBe('paletli-pompa');
    expect(result.content.company?.address.countryName.en).toBe('Türkiye');
  });

  it('still refuses a text the fallback language lacks, and a fallback the site does not have', () => {
    const s = partlyEnglish();
    s.edit('products/gearPump.json', (j) => delete j.name.tr);
    expect(validateContent(s.data, { fallback: 'tr' }).problems.map((p) => p.message)).toEqual([
      'products/gearPump.json: the Turkish name is missing',
    ]);
    expect(validateContent(s.data, { fallback: 'de' }).problems.map((p) => p.message)).toEqual([
      `--fallback: "de" is not one of the site's languages (tr, en): name one of them`,
    ]);
  });

  it('generates the texts a language has written, the fallback language’s whole', () => {
    const s = partlyEnglish();
    const out = join(s.root, 'generated');
    const result = generateCatalogue({ dataDir: s.data, outDir: out, fallback: 'tr' });
    expect(result.problems).toEqual([]);
    const en = readFileSync(join(out, 'locales/en.ts'), 'utf8');
    const tree = JSON.parse(en.slice(en.lastIndexOf(' = {') + 3).replace(/;\s*$/, '')) as {
      home: { hero: object };
      catalog: { categories: { pumps: object }; products: Record<string, object> };
    };
    expect(en).toContain('export const en: DeepPartialString<typeof tr> = {');
    expect(tree.home.hero).toEqual({});
    expect(tree.catalog.categories.pumps).toEqual({
      title: 'Pumps',
      description: 'Industrial pumps.',
    });
    expect(tree.catalog.products.vanePump).toEqual({});
    expect(tree.catalog.products.gearPump).toEqual({
      name: 'Gear Pump',
      description: 'A gear pump for oil.',
    });
    // A product with any text of its page not written (here a property's label) falls back whole.
    s.edit('products/gearPump.json', (j) => {
      j.properties = [{ label: { tr: 'Debi' }, value: '120', unit: 'l/min' }];
    });
    const again = generateCatalogue({ dataDir: s.data, outDir: out, fallback: 'tr' });
    expect(again.problems).toEqual([]);
    const partly = readFileSync(join(out, 'locales/en.ts'), 'utf8');
    expect(partly).not.toContain('Gear Pump');
    expect(readFileSync(join(out, 'details.ts'), 'utf8')).toContain('"en": "Debi"');
    expect(readFileSync(join(out, 'locales/tr.ts'), 'utf8')).toContain(
      '"title": "Hoş geldiniz, {{company}}"',
    );
  });

  it('`defne-content --fallback tr` reports what each language has written', () => {
    const s = partlyEnglish();
    const out = join(s.root, 'generated');
    const run = spawnSync(
      process.execPath,
      [join(here, 'cli.ts'), s.data, out, '--fallback', 'tr'],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('\n  en: 7 of 12 data texts written, the rest read in tr\n');
  });
});

describe("a sector's icon", () => {
  /** The icon names of the kit's sprite, read from @defne/ui's own list. */
  const sprite = async () => (await import('@defne/ui/icon-names')).iconNames as readonly string[];

  it('is one of the kit’s icons, or the command stops naming it and every icon the site has', () => {
    const s = site();
    s.edit('sectors/pumps.json', (j) => (j.icon = 'droplet'));
    const out = join(s.root, 'generated');
    const run = spawnSync(process.execPath, [join(here, 'cli.ts'), s.data, out], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `sectors/pumps.json: the icon is "droplet", which is no icon of the site: the kit's set and the site's own (its config's sectorIcons, named to defne-content with --icons) are mail, phone, map-pin,`,
    );
    // A name of the kit's set passes.
    s.edit('sectors/pumps.json', (j) => (j.icon = 'truck'));
    const ok = spawnSync(process.execPath, [join(here, 'cli.ts'), s.data, out], {
      encoding: 'utf8',
    });
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
  });

  it('may be a glyph of the site’s own, named with --icons; its JSON Schema then lists it', () => {
    const s = site();
    s.edit('sectors/pumps.json', (j) => (j.icon = 'crate'));
    const out = join(s.root, 'generated');
    const cli = (...flags: string[]) =>
      spawnSync(process.execPath, [join(here, 'cli.ts'), s.data, out, ...flags], {
        encoding: 'utf8',
      });
    expect(cli().status).toBe(1);
    const run = cli('--icons', 'crate');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const schema = JSON.parse(readFileSync(join(out, 'schema', 'sector.schema.json'), 'utf8'));
    expect(schema.properties.icon.enum.at(-1)).toBe('crate');
    expect(cli('--icons', 'crate box').stderr).toBe(
      '--icons crate box: "crate box" is not an icon name (letters, digits and hyphens, a letter first)\n',
    );
  });

  it('is checked by the shipped JSON Schema against the sprite’s names', async () => {
    const names = await sprite();
    const shipped = JSON.parse(
      readFileSync(join(here, '..', '..', 'schema', 'sector.schema.json'), 'utf8'),
    );
    expect(shipped.properties.icon.enum).toEqual([...names]);
    expect(contentJsonSchemas(undefined, { icons: ['filter'] })).toMatchObject({
      sectors: { properties: { icon: { enum: ['filter'] } } },
    });
    // Without the site's names (the editor, a script), any name of the pattern, as before.
    const s = site();
    s.edit('sectors/pumps.json', (j) => (j.icon = 'droplet'));
    expect(validateContent(s.data).problems).toEqual([]);
    expect(validateContent(s.data, { icons: names }).problems.map((p) => p.file)).toEqual([
      'sectors/pumps.json',
    ]);
  });
});
