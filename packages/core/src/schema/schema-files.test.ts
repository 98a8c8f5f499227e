// The published JSON Schemas and the README's "Content files" reference are the zod schema's:
// regenerated here and compared with the files in the package, so a schema change that leaves
// them behind fails (`pnpm --filter @defne/core schema-files` writes them).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { collections } from './schema.ts';
import {
  REFERENCE_END,
  REFERENCE_START,
  SCHEMA_FILE_NAMES,
  contentFilesReference,
  publishedJsonSchemas,
  schemaFileTexts,
} from './schema-files.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fix = '`pnpm --filter @defne/core schema-files` rewrites them from the schema';

/** A Markdown table's rows without the padding a formatter adds. */
const normalized = (text: string) =>
  text
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/\s*\|\s*/g, '|')
        .replace(/-{3,}/g, '---'),
    )
    .filter(Boolean)
    .join('\n');

describe('published JSON Schemas', () => {
  it('schema/ holds one file per collection, equal to the schema', () => {
    const texts = schemaFileTexts();
    expect(readdirSync(join(root, 'schema')).sort(), fix).toEqual(Object.keys(texts).sort());
    for (const [name, text] of Object.entries(texts)) {
      const shipped = JSON.parse(readFileSync(join(root, 'schema', name), 'utf8'));
      expect(shipped, `${name}: ${fix}`).toEqual(JSON.parse(text));
    }
  });

  it('the package ships them', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(manifest.files).toContain('schema');
    expect(manifest.exports['./schema/*.schema.json']).toBe('./schema/*.schema.json');
  });

  it('an object file may name its schema in "$schema"; nothing else is added', () => {
    const schemas = publishedJsonSchemas();
    for (const name of Object.keys(collections) as (keyof typeof collections)[]) {
      const schema = schemas[name];
      if (schema.type !== 'object') continue;
      expect(Object.keys(schema.properties as object)[0], name).toBe('$schema');
    }
    expect(schemas.removed.type).toBe('array');
    expect(Object.keys(SCHEMA_FILE_NAMES).sort()).toEqual(Object.keys(collections).sort());
  });
});

describe('the published schemas in a JSON Schema validator (as an editor checks a file)', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const validate = (file: string, data: unknown) => {
    const ok = ajv.validate(JSON.parse(readFileSync(join(root, 'schema', file), 'utf8')), data);
    return ok ? [] : (ajv.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
  const both = (tr: string, en: string) => ({ tr, en });
  const product = {
    $schema: '../../../node_modules/@defne/core/schema/product.schema.json',
    sector: 'pumps',
    order: 1,
    name: both('Dişli Pompa', 'Gear Pump'),
    description: both('Yağ için dişli pompa.', 'A gear pump for oil.'),
    photos: ['1.jpg'],
    previousSlugs: { tr: [], en: [] },
    properties: [{ label: both('Debi', 'Flow'), value: '40', unit: 'l/dk' }],
  };

  it('every file is a valid JSON Schema (2020-12)', () => {
    for (const name of Object.values(SCHEMA_FILE_NAMES)) {
      const schema = JSON.parse(readFileSync(join(root, 'schema', name), 'utf8'));
      expect(ajv.validateSchema(schema), `${name}: ${ajv.errorsText()}`).toBe(true);
    }
  });

  it('takes a valid file with its "$schema", and names what is wrong in a broken one', () => {
    expect(validate('product.schema.json', product)).toEqual([]);
    expect(
      validate('page.schema.json', {
        $schema: '../../../node_modules/@defne/core/schema/page.schema.json',
        hero: { title: both('Hoş geldiniz', 'Welcome') },
      }),
    ).toEqual([]);
    const broken = validate('product.schema.json', {
      ...product,
      order: 0,
      name: { tr: 'Dişli Pompa' },
      price: 10,
    });
    expect(broken).toEqual(
      expect.arrayContaining([
        ' must NOT have additional properties',
        '/order must be >= 1',
        "/name must have required property 'en'",
      ]),
    );
    expect(validate('removed.schema.json', [{ key: 'x' }]).length).toBeGreaterThan(0);
  });
});

describe('README "Content files"', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf(REFERENCE_START);
  const end = readme.indexOf(REFERENCE_END);

  it('is the reference written from the schema', () => {
    expect(start, 'markers').toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    const section = readme.slice(start + REFERENCE_START.length, end);
    expect(normalized(section), fix).toBe(normalized(contentFilesReference()));
  });

  it('names every field of every file', () => {
    const reference = contentFilesReference();
    for (const field of ['sector', 'name.tr', 'documents[].kind', 'foundingYear', 'address.city']) {
      expect(reference).toContain(`| \`${field}\` |`);
    }
    for (const name of Object.values(SCHEMA_FILE_NAMES)) expect(reference).toContain(name);
  });
});
