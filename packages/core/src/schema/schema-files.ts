// The content schema as files an outsider can use without running any code: one JSON Schema per
// kind of data file, shipped in the package (`schema/*.schema.json`), and the "Content files"
// reference of the README, both written from the zod schema by `scripts/schema-files.ts` and
// compared with it by a test, so neither can drift from what `defne-content` checks.
import type { SchemaLanguages } from './fields.ts';
import { kitIconNames } from './icons.ts';
import { collections, contentJsonSchemas, type CollectionName } from './schema.ts';

/** The file each collection's JSON Schema is published as, under the package's `schema/`. */
export const SCHEMA_FILE_NAMES = {
  products: 'product.schema.json',
  sectors: 'sector.schema.json',
  suppliers: 'supplier.schema.json',
  pages: 'page.schema.json',
  company: 'company.schema.json',
  removed: 'removed.schema.json',
} as const satisfies Record<CollectionName, string>;

type Json = { [key: string]: unknown };
type Label = { tr: string; en: string };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where a collection's files live in a site's `content/data/`. */
export function dataFilePattern(name: CollectionName): string {
  const collection = collections[name];
  return collection.kind === 'folder' ? `${collection.folder}/{id}.json` : collection.file;
}

/** Keywords whose value is a map of names to schemas (the map itself is no schema). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);
/** Keywords whose value is a schema, or a list of schemas. */
const SCHEMA_VALUES = new Set([
  'items',
  'additionalProperties',
  'propertyNames',
  'not',
  'contains',
]);
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);

const isLabel = (value: unknown): value is Label =>
  isObject(value) && typeof value.tr === 'string' && typeof value.en === 'string';

/**
 * A schema with the labels and hints as `description`s, which editors show beside a field as
 * staff type (the `label` and `hint` keywords stay for the kit's editor).
 */
function describe(node: unknown): unknown {
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, describe(v)]));
    } else if (SCHEMA_VALUES.has(key)) out[key] = describe(value);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map(describe);
    else out[key] = value;
  }
  const { label, hint } = node;
  if (isLabel(label) && out.description === undefined) {
    out.description = [`${label.tr} / ${label.en}`, isLabel(hint) ? `${hint.tr} / ${hint.en}` : '']
      .filter(Boolean)
      .join('\n');
  }
  return out;
}

/**
 * Each collection's JSON Schema as published: its labels as descriptions, a title naming the data
 * file, and room for the `"$schema"` key that names it in a data file (an object file may carry
 * one; `removed.json` is a list, which VS Code's `json.schemas` setting names the schema of).
 * For a site's own list of languages (every text then has a field per language of it) and its icon
 * names (a sector's icon is one of them: the kit's set, and a site's own glyphs beside it); the
 * files the package ships are those of the kit's default languages and icons.
 */
export function publishedJsonSchemas(
  languages?: SchemaLanguages,
  icons: readonly string[] = kitIconNames,
): Record<CollectionName, Json> {
  const schemas = contentJsonSchemas(languages, { icons }) as Record<CollectionName, Json>;
  const out = {} as Record<CollectionName, Json>;
  for (const name of Object.keys(SCHEMA_FILE_NAMES) as CollectionName[]) {
    const { $schema, ...schema } = describe(schemas[name]) as Json;
    const collection = collections[name];
    const top: Json = {
      $schema,
      title: `${collection.label.en}: content/data/${dataFilePattern(name)} (@defne/core)`,
      ...schema,
    };
    if (top.type === 'object') {
      top.properties = {
        $schema: {
          type: 'string',
          description:
            'The path of this JSON Schema, for editors; defne-content ignores it. / Bu şemanın yolu, düzenleyiciler için; defne-content onu yok sayar.',
        },
        ...(isObject(top.properties) ? top.properties : {}),
      };
    }
    out[name] = top;
  }
  return out;
}

/** The text of each published schema file, by file name, for a list of languages and icons (see above). */
export function schemaFileTexts(
  languages?: SchemaLanguages,
  icons?: readonly string[],
): Record<string, string> {
  const schemas = publishedJsonSchemas(languages, icons);
  return Object.fromEntries(
    (Object.keys(SCHEMA_FILE_NAMES) as CollectionName[]).map((name) => [
      SCHEMA_FILE_NAMES[name],
      `${JSON.stringify(schemas[name], null, 2)}\n`,
    ]),
  );
}

/** A field's type and limits in words, for the reference table. */
function typeOf(node: Json): string {
  if (Array.isArray(node.anyOf))
    return (node.anyOf as Json[]).map((branch) => typeOf(branch)).join(', or ');
  if (node.$ref === '#') return 'a group of texts, nested as this file';
  if (Array.isArray(node.enum))
    return `one of ${(node.enum as unknown[]).map((v) => `\`${String(v)}\``).join(', ')}`;
  if (node.const !== undefined) return `\`${JSON.stringify(node.const)}\``;
  const limits: string[] = [];
  const span = (min: unknown, max: unknown, unit: string) => {
    const safeMax = typeof max === 'number' && max < Number.MAX_SAFE_INTEGER ? max : undefined;
    if (typeof min === 'number' && safeMax !== undefined) limits.push(`${min}–${safeMax}${unit}`);
    else if (min === 1 && unit === ' characters') limits.push('not empty');
    else if (typeof min === 'number' && min > 0) limits.push(`at least ${min}${unit}`);
    else if (safeMax !== undefined) limits.push(`at most ${safeMax}${unit}`);
  };
  switch (node.type) {
    case 'string':
      span(node.minLength, node.maxLength, ' characters');
      if (node.format) limits.push(String(node.format));
      if (node.pattern) limits.push(`pattern \`${String(node.pattern)}\``);
      return ['text', ...limits].join(', ');
    case 'integer':
    case 'number':
      span(node.minimum, node.maximum, '');
      return [node.type === 'integer' ? 'whole number' : 'number', ...limits].join(', ');
    case 'boolean':
      return '`true` or `false`';
    case 'array':
      span(node.minItems, node.maxItems, ' items');
      return ['list', ...limits].join(', ');
    case 'object':
      return isObject(node.properties) ? 'object' : 'object of named entries';
    default:
      return 'any value';
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The rows of one schema's table: every field, nested ones by dotted path (`[]` for list items). */
function rows(node: Json, path: string, required: boolean, out: string[][]): void {
  const label = node.label as Label | undefined;
  const hint = node.hint as Label | undefined;
  if (path) {
    const name = label ? `${label.en} (${label.tr})` : '';
    out.push([
      `\`${path}\``,
      cell(typeOf(node)),
      required ? 'yes' : 'no',
      cell([name, hint ? hint.en : ''].filter(Boolean).join(': ')),
    ]);
  }
  if (isObject(node.properties)) {
    const needed = new Set((node.required as string[] | undefined) ?? []);
    for (const [key, child] of Object.entries(node.properties)) {
      if (!isObject(child) || key === '$schema') continue;
      rows(child, path ? `${path}.${key}` : key, needed.has(key), out);
    }
  } else if (isObject(node.additionalProperties)) {
    rows(node.additionalProperties, path ? `${path}.{name}` : '{name}', true, out);
  }
  if (isObject(node.items)) rows(node.items, `${path}[]`, true, out);
}

/** The README's "Content files" reference: every field of every data file, from the schema. */
export function contentFilesReference(): string {
  const schemas = publishedJsonSchemas();
  const lines: string[] = [];
  for (const name of Object.keys(SCHEMA_FILE_NAMES) as CollectionName[]) {
    const schema = schemas[name];
    const collection = collections[name];
    lines.push(
      `### \`${dataFilePattern(name)}\`: ${collection.label.en} (${collection.label.tr})`,
      '',
      `Schema: \`@defne/core/schema/${SCHEMA_FILE_NAMES[name]}\`. ${
        schema.type === 'array'
          ? 'The file is a list; each item:'
          : schema.type === 'object' && !isObject(schema.properties)
            ? 'Each key names a group of texts or one text.'
            : 'Fields:'
      }`,
      '',
      '| field | type | required | meaning |',
      '| --- | --- | --- | --- |',
    );
    const table: string[][] = [];
    rows(schema, '', true, table);
    for (const row of table) lines.push(`| ${row.join(' | ')} |`);
    lines.push('');
  }
  return lines.join('\n');
}

/** The markers of the generated section in packages/core/README.md. */
export const REFERENCE_START =
  '<!-- content-files:start (generated by `pnpm --filter @defne/core schema-files`) -->';
export const REFERENCE_END = '<!-- content-files:end -->';

/** A README with its generated section replaced by `reference`. */
export function withReference(readme: string, reference: string): string {
  const start = readme.indexOf(REFERENCE_START);
  const end = readme.indexOf(REFERENCE_END);
  if (start < 0 || end < start) throw new Error('the README has no content-files markers');
  return `${readme.slice(0, start + REFERENCE_START.length)}\n\n${reference}\n${readme.slice(end)}`;
}
