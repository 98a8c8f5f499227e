// Decap CMS's configuration, generated from the kit's content schema (`@defne/core/schema`)
// and a site's content folder: no site writes it by hand. Each collection of the schema becomes
// a Decap collection; each field becomes a widget from its JSON Schema (type, limits, pattern)
// and its `.meta()` (label and hint in both languages, widget, references).
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { defaultLanguages } from '@defne/core';
import { DOCUMENT_MAX_BYTES, PHOTO_MAX_BYTES } from './paths.mjs';

/** @typedef {Record<string, any>} JsonSchema */
/** @typedef {Record<string, any>} DecapField */
/** @typedef {{ tr: string, en: string }} Localized */
/** @typedef {import('@defne/core').Language} Language */
/** @typedef {import('@defne/core').Languages} Languages */
/**
 * @typedef {object} FieldContext
 * @property {Record<string, { label: string, value: string }[]>} options each referenced
 *   collection's entries, by collection
 * @property {readonly Pick<Language, 'code' | 'label' | 'dir'>[]} [languages] the site's content
 *   languages (default: the kit's)
 */

/** @param {Localized | undefined} label @param {string} fallback */
const bilingual = (label, fallback) => (label ? `${label.tr} · ${label.en}` : fallback);

/**
 * A text per language, in the list's order: `{ tr: "…", en: "…", de: "…" }` → "… · … · …".
 * @param {Record<string, unknown>} value
 * @param {readonly { code: string }[]} languages
 */
export const perLanguage = (value, languages) =>
  languages
    .map(({ code }) => value[code])
    .filter((text) => typeof text === 'string' && text !== '')
    .join(' · ');

/**
 * The language whose name gives a new entry its file name (Decap's identifier field): English
 * when the site has it (its names slugify to ASCII without losing letters), else the site's own
 * default language.
 * @param {Pick<Languages, 'default' | 'list'>} languages
 */
export function keyLanguage(languages) {
  return languages.list.some((l) => l.code === 'en') ? 'en' : languages.default;
}

/**
 * A text in each language of the list, nothing else: `{ tr: string, en: string, … }`.
 * @param {JsonSchema} schema
 * @param {readonly { code: string }[]} [languages] the site's languages (default: the kit's)
 */
export function isLocalized(schema, languages = defaultLanguages.list) {
  const props = schema?.properties;
  const codes = languages.map((l) => l.code);
  return Boolean(
    schema?.type === 'object' &&
    props &&
    Object.keys(props).sort().join(',') === [...codes].sort().join(',') &&
    codes.every((lang) => props[lang]?.type === 'string'),
  );
}

/**
 * @param {string} name
 * @param {JsonSchema} schema
 * @param {boolean} required
 * @param {FieldContext} context
 * @returns {DecapField}
 */
export function fieldFor(name, schema, required, context) {
  const languages = context.languages ?? defaultLanguages.list;
  const base = {
    name,
    label: bilingual(schema.label, name),
    ...(schema.hint ? { hint: bilingual(schema.hint, '') } : {}),
    required,
  };
  if (name === 'order' && (schema.type === 'integer' || schema.type === 'number')) {
    // A number with a word when another entry of the same group already holds it (admin/editor.js).
    return { ...base, widget: 'position', value_type: 'int', min: schema.minimum ?? 1 };
  }
  if (name === 'previousSlugs' || name === 'previousSectors') {
    // Kept by the editor's server on every rename or move: never typed by hand.
    return { ...base, widget: 'hidden', required: false };
  }
  if (isLocalized(schema, languages)) {
    // Every language's field has the same limits: the first one's say them for all.
    const first = schema.properties[languages[0]?.code ?? ''] ?? {};
    return {
      ...base,
      widget: 'localized',
      multiline: schema.widget === 'text',
      ...(first.maxLength ? { max_length: first.maxLength } : {}),
      ...(first.minLength ? { min_length: first.minLength } : {}),
      ...(first.pattern ? { pattern_source: first.pattern } : {}),
      // One input per language, labelled with its name in itself, written in its direction.
      // A language the site lets fall back (D27) may be left blank: it keeps `falls_back_to`.
      languages: languages.map((language) => {
        const { code, label, dir } = language;
        const to = /** @type {{ falls_back_to?: string }} */ (language).falls_back_to;
        return { code, label, dir, ...(to ? { falls_back_to: to } : {}) };
      }),
      // Lets Decap find `name.en` as the entry's identifier (a new product's file name).
      fields: languages.map(({ code }) => ({ name: code, widget: 'string' })),
    };
  }
  // A value written once for every language or once per language (a property's value, "F7" or
  // `{ tr, en }`): the same widget with a switch between the two, which saves the shape chosen.
  const localizedBranch = schema.anyOf?.find((/** @type {JsonSchema} */ s) =>
    isLocalized(s, languages),
  );
  if (localizedBranch) {
    const field = fieldFor(
      name,
      { ...localizedBranch, label: schema.label, hint: schema.hint ?? localizedBranch.hint },
      required,
      context,
    );
    const textBranch = schema.anyOf.find((/** @type {JsonSchema} */ s) => s.type === 'string');
    return textBranch ? { ...field, shared: true } : field;
  }
  if (schema.type === 'array' && schema.references) {
    // Keys of other entries (related products): picked by name, several at once.
    return {
      ...base,
      required: false,
      widget: 'select',
      multiple: true,
      options: context.options[schema.references] ?? [],
    };
  }
  if (schema.references) {
    return {
      ...base,
      widget: 'select',
      options: context.options[schema.references] ?? [],
    };
  }
  if (Array.isArray(schema.enum)) {
    /** @type {Record<string, Localized>} */
    const labels = schema.options ?? {};
    return {
      ...base,
      widget: 'select',
      options: schema.enum.map((/** @type {string} */ value) => ({
        label: bilingual(labels[value], value),
        value,
      })),
    };
  }
  if (schema.widget === 'language') {
    // A document's language: each of the site's, by its name in itself.
    return {
      ...base,
      widget: 'select',
      options: languages.map(({ code, label }) => ({ label, value: code })),
    };
  }
  if (schema.widget === 'document') {
    // A PDF in the product's own folder (the collection's media folder), stored by its file name.
    return {
      ...base,
      widget: 'file',
      choose_url: false,
      media_library: { config: { max_file_size: DOCUMENT_MAX_BYTES } },
    };
  }
  if (schema.widget === 'date') {
    return {
      ...base,
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
    };
  }
  if (schema.widget === 'photos') {
    return {
      ...base,
      required: false,
      widget: 'list',
      allow_add: true,
      add_to_top: false,
      collapsed: false,
      summary: '{{fields.photo}}',
      field: {
        name: 'photo',
        label: 'Fotoğraf · Photo',
        widget: 'image',
        choose_url: false,
        // Decap refuses a larger file before uploading it; the server checks again, by its bytes.
        media_library: { config: { max_file_size: PHOTO_MAX_BYTES } },
      },
    };
  }
  if (schema.widget === 'image') {
    return {
      ...base,
      widget: 'image',
      choose_url: false,
      media_library: { config: { max_file_size: PHOTO_MAX_BYTES } },
      media_folder: '/media/suppliers',
      public_folder: '',
    };
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    return {
      ...base,
      widget: 'number',
      value_type: schema.type === 'integer' ? 'int' : 'float',
      ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
      ...(schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER
        ? { max: schema.maximum }
        : {}),
    };
  }
  if (schema.type === 'object' && schema.properties) {
    return { ...base, widget: 'object', collapsed: false, fields: fieldsOf(schema, context) };
  }
  if (schema.type === 'array') {
    const items = schema.items ?? {};
    if (items.type === 'object' && items.properties) {
      return {
        ...base,
        ...(required ? {} : { required: false }),
        widget: 'list',
        collapsed: false,
        fields: fieldsOf(items, context),
      };
    }
    return { ...base, widget: 'list' };
  }
  const field = { ...base, widget: (schema.maxLength ?? 0) > 200 ? 'text' : 'string' };
  if (schema.pattern) {
    return { ...field, pattern: [schema.pattern, 'Biçimi uygun değil · Not in the expected form'] };
  }
  return field;
}

/**
 * @param {JsonSchema} schema an object schema
 * @param {FieldContext} context
 */
export function fieldsOf(schema, context) {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, child]) =>
    fieldFor(name, /** @type {JsonSchema} */ (child), required.has(name), context),
  );
}

/**
 * Fields of a page-texts file, from the file itself: the schema says every leaf is a text per
 * language (`{tr, en, …}`), the file says which keys this page has.
 * @param {Record<string, any>} tree
 * @param {JsonSchema} leafSchema
 * @param {FieldContext['languages'] & {}} languages
 * @returns {DecapField[]}
 */
function pageFields(tree, leafSchema, languages) {
  const isGroup = (/** @type {unknown} */ value) =>
    Boolean(value) && typeof value === 'object' && !Array.isArray(value);
  // A text is a group of strings only: one that lacks a language of the list, or has another,
  // still shows as a text with the site's inputs, so that saving it puts it right.
  return Object.entries(tree).flatMap(([key, value]) => {
    if (!isGroup(value)) return [];
    const texts = Object.values(value);
    const isLeaf = texts.length > 0 && texts.every((text) => typeof text === 'string');
    if (isLeaf) {
      return {
        ...fieldFor(key, { ...leafSchema, label: undefined, hint: undefined }, true, {
          options: {},
          languages,
        }),
        label: key,
      };
    }
    return {
      name: key,
      label: key,
      widget: 'object',
      collapsed: true,
      fields: pageFields(value, leafSchema, languages),
    };
  });
}

/** @param {string} dir */
async function jsonFiles(dir) {
  const names = (await readdir(dir).catch(() => []))
    .filter((name) => name.endsWith('.json'))
    .sort();
  return Promise.all(
    names.map(async (name) => ({
      id: name.slice(0, -'.json'.length),
      data: JSON.parse(await readFile(path.join(dir, name), 'utf8')),
    })),
  );
}

/**
 * @typedef {object} GenerateOptions
 * @property {string} contentDir the site's content folder: `data/` (the JSON files) and `media/`
 * @property {Record<string, any>} collections the schema's collections (`@defne/core/schema`)
 * @property {Record<string, JsonSchema>} jsonSchemas each collection's JSON Schema
 * @property {string} [siteUrl] where the built site is served, for Decap's "view site" link
 * @property {string} [locale] Decap's interface language
 * @property {Languages} [languages] the site's content languages (default: the kit's,
 *   `defaultLanguages` of `@defne/core`); `jsonSchemas` must be made for the same list
 * @property {string} [fallback] the site's `fallbackLanguage` (design D27): every other language
 *   is marked `falls_back_to` it, and the editor's screen lets its texts be left blank
 * @property {(folder: string) => Promise<{ id: string, data: Record<string, any> }[]>} [entriesOf]
 *   a folder's entries with at least their title and order (the server's kept digests, so a
 *   catalogue of 10,000 is not read again at each load); default: the files read whole
 */

/**
 * @param {GenerateOptions} options
 */
export async function generateConfig({
  contentDir,
  collections,
  jsonSchemas,
  siteUrl,
  locale = 'tr',
  languages = defaultLanguages,
  fallback,
  entriesOf,
}) {
  const list = languages.list.map(({ code, label, dir }) => ({
    code,
    label,
    dir,
    ...(fallback && code !== fallback ? { falls_back_to: fallback } : {}),
  }));
  const dataDir = path.join(contentDir, 'data');
  /** @type {Record<string, { label: string, value: string }[]>} */
  const options = {};
  for (const [name, collection] of Object.entries(collections)) {
    if (collection.kind !== 'folder') continue;
    const entries = entriesOf
      ? await entriesOf(`data/${collection.folder}`)
      : await jsonFiles(path.join(dataDir, collection.folder));
    options[name] = entries
      .sort((a, b) => (a.data.order ?? 0) - (b.data.order ?? 0))
      .map(({ id, data }) => {
        const title = data.title ?? data.name;
        const label =
          title && typeof title === 'object' ? perLanguage(title, list) || id : String(title ?? id);
        return { label, value: id };
      });
  }
  /** @type {FieldContext} */
  const context = { options, languages: list };

  /** @type {DecapField[]} */
  const decapCollections = [];
  for (const [name, collection] of Object.entries(collections)) {
    const schema = jsonSchemas[name] ?? {};
    const label = bilingual(collection.label, name);
    if (name === 'pages') {
      const leaf = schema.additionalProperties?.anyOf?.find((/** @type {JsonSchema} */ s) =>
        isLocalized(s, list),
      );
      const pages = await jsonFiles(path.join(dataDir, collection.folder));
      decapCollections.push({
        name,
        label,
        files: pages.map(({ id, data }) => ({
          name: id,
          label: id,
          file: `data/${collection.folder}/${id}.json`,
          format: 'json',
          // `"$schema"` names the file's JSON Schema for editors such as VS Code: no text.
          fields: pageFields(
            Object.fromEntries(Object.entries(data).filter(([key]) => key !== '$schema')),
            leaf,
            list,
          ),
        })),
      });
      continue;
    }
    if (collection.kind === 'file') {
      const fields =
        schema.type === 'array'
          ? [{ ...fieldFor('items', schema, false, context), name: 'items' }]
          : fieldsOf(schema, context);
      if (schema.type === 'array') continue; // a bare list (removed.json) is kept by the editor's server
      decapCollections.push({
        name,
        label,
        editor: { preview: false },
        files: [{ name, label, file: `data/${collection.file}`, format: 'json', fields }],
      });
      continue;
    }
    const fields = fieldsOf(schema, context);
    const hasName = fields.some((field) => field.name === 'name' && field.widget === 'localized');
    const hasTitle = fields.some((field) => field.name === 'title' && field.widget === 'localized');
    const titleField = hasName ? 'name' : hasTitle ? 'title' : 'name';
    const isLocalizedTitle = hasName || hasTitle;
    decapCollections.push({
      name,
      label,
      label_singular: bilingual(schema.label, name),
      folder: `data/${collection.folder}`,
      extension: 'json',
      format: 'json',
      create: true,
      delete: true,
      identifier_field: isLocalizedTitle ? `${titleField}.${keyLanguage(languages)}` : titleField,
      slug: '{{slug}}',
      // `{{filename}}`: the card shows the entry's key, and the search reads its key and its
      // addresses from the list's digest of it (`digestOf` in src/store.mjs).
      summary: `${
        isLocalizedTitle
          ? list.map(({ code }) => `{{${titleField}.${code}}}`).join(' · ')
          : `{{${titleField}}}`
      } · {{filename}}`,
      sortable_fields: ['order'],
      ...(name === 'products'
        ? { media_folder: '/media/products/{{filename}}', public_folder: '' }
        : {}),
      ...(fields.some((field) => field.name === 'sector')
        ? { view_groups: [{ label: 'Sektör · Sector', field: 'sector' }] }
        : {}),
      fields,
    });
  }

  return {
    load_config_file: false,
    // Decap's proxy backend with the list a page at a time (admin/editor.js registers it).
    backend: { name: 'defne', proxy_url: '/api/v1', branch: 'main' },
    locale,
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    media_folder: 'media',
    public_folder: '',
    publish_mode: 'simple',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: decapCollections,
  };
}
