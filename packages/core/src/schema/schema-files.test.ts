// The published JSON Schemas and the README's "Content files" reference are the zod schema's:
// regenerated here and compared with the files in the package, so a schema change that leaves
// them behind fails (`pnpm --filter @defne/core schema-files` writes them).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
