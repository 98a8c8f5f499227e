// `defne-site media` (and the first step of `defne-site build`): every picture a site serves, from
// its photos in content/media/, made before `react-router build` copies public/ into the build.
//
//   products/{key}/1.jpg, 2.jpg...  a product's photos (or its data file's `photos` list, in
//                                   content/data/products/{key}.json when the site has data files):
//                                   4:3, 960 and 480 px, AVIF and WebP, in /media/products/{key}/
//   suppliers/{id}.svg|png          supplier logos, at /media/suppliers/{id}.svg
//   hero.jpg, map.jpg, og-tr.jpg, og-en.jpg   the site's own photos (all optional)
//
// The site's catalogue, company and suppliers come from its config (site.config.ts, read through
// Vite like React Router reads it). Writes public/media/**, the cache .media-cache/ (a picture
// is encoded again only when what it is made from changes) and the manifest of what exists, which
// the kit's pages read (.media-cache/manifest.json, found by `defneSite()`; `--manifest` elsewhere,
// then the config's `media` names it). A product with no photo keeps its catalogue picture, unless
// the site's own drawings (`--drawings`) draw one.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteDir } from '../shared/site-dir.mjs';

/** Where the cache and, by default, the manifest live, in the site's folder. */
export const MEDIA_CACHE_DIR = '.media-cache';
/** The manifest `defneSite()` hands the kit's pages when the config has no `media`. */
export const MEDIA_MANIFEST_FILE = join(MEDIA_CACHE_DIR, 'manifest.json');

/**
 * @typedef {object} MediaOptions
 * @property {string} [content] the photos' folder (products/, suppliers/) (default 'content/media')
 * @property {string} [sitePhotos] hero, map and share-image photos (default: the `content` folder)
 * @property {string} [drawings] a module of the site's own drawings (`MediaDrawings` of
 *   media-pipeline.mjs: products with no photo, hero, map, share images, logos, icons)
 * @property {string} [manifest] where the manifest goes (`.ts`: a typed module) (default '.media-cache/manifest.json')
 * @property {string} [config] the site's config (default 'site.config.ts')
 * @property {boolean} [avif] force AVIF on or off (default: served when it saves 20%)
 * @property {boolean} [verbose]
 * @property {boolean} [quiet]
 */

/** @param {readonly string[]} argv @returns {MediaOptions} */
export function mediaOptions(argv) {
  /** @type {Record<string, string | true>} */
  const flags = {};
  for (const arg of argv) {
    const m = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (!m?.[1]) throw new Error(`unknown argument ${arg} (flags are --name=value)`);
    flags[m[1]] = m[2] ?? true;
  }
  /** @param {string} name */
  const text = (name) => (typeof flags[name] === 'string' ? String(flags[name]) : undefined);
  const known = [
    'content',
    'site-photos',
    'drawings',
    'manifest',
    'config',
    'avif',
    'verbose',
    'quiet',
  ];
  const unknown = Object.keys(flags).filter((f) => !known.includes(f));
  if (unknown.length)
    throw new Error(`unknown flag --${unknown[0]} (${known.map((k) => `--${k}`).join(', ')})`);
  return {
    content: text('content'),
    sitePhotos: text('site-photos'),
    drawings: text('drawings'),
    manifest: text('manifest'),
    config: text('config'),
    avif: flags.avif === undefined ? undefined : flags.avif === 'on',
    verbose: Boolean(flags.verbose),
    quiet: Boolean(flags.quiet),
  };
}

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Makes the site's pictures and their manifest; resolves with the pipeline's result, or null when
 * the site has nothing to make them from (no photos, no drawings).
 * @param {MediaOptions} [options]
 */
export async function media(options = {}) {
  const log = options.quiet ? () => {} : console.log;
  const at = (/** @type {string} */ path) => resolve(siteDir, path);
  const contentDir = at(options.content ?? 'content/media');
  const sitePhotosDir = options.sitePhotos ? at(options.sitePhotos) : contentDir;
  const productsDir = join(contentDir, 'products');
  const suppliersDir = join(contentDir, 'suppliers');
  // A site with data files lists each product's photos and each supplier's logo in them.
  const dataDir = join(contentDir, '..', 'data');

  const configFile = at(options.config ?? 'site.config.ts');
  if (!existsSync(configFile)) throw new Error(`no site config at ${configFile} (--config)`);
  const { runnerImport } = await import('vite');
  // Vite sets NODE_ENV (to `development`) when it is unset: left so, the `react-router build`
  // that `defne-site build` starts next would bundle React's development runtime.
  const nodeEnv = process.env.NODE_ENV;
  const { module } = await runnerImport(configFile).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  /** @type {import('@defne/site/config').SiteConfig} */
  const site = /** @type {any} */ (module).default;
  // The config's languages (the build checks them; here a malformed list is the defaults').
  const { defaultLanguages } = await import('@defne/core');
  const languages = site.languages ?? defaultLanguages;
  const codes = languages.list.map((l) => l.code);

  const drawingsFile = options.drawings ? at(options.drawings) : null;
  /** @type {import('./media-pipeline.mjs').MediaDrawings | undefined} */
  const drawings = drawingsFile
    ? (await import(pathToFileURL(drawingsFile).href)).default
    : undefined;
  // The drawings' folder: what its module imports beside it is part of the cache's hash.
  const drawingFiles = drawingsFile
    ? readdirSync(dirname(drawingsFile), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.m?js$/.test(f) && !/\.test\.m?js$/.test(f))
        .sort()
        .map((f) => join(dirname(drawingsFile), f))
    : [];

  const photoLists = (/** @type {string} */ key) => {
    const file = join(dataDir, 'products', `${key}.json`);
    return existsSync(file) ? readJson(file).photos : undefined;
  };
  const products = site.catalog.products.map((p) => ({ ...p, photos: photoLists(p.key) }));
  const suppliers = site.suppliers ?? [];
  const supplierLogoFiles = Object.fromEntries(
    suppliers.map((s) => {
      const file = join(dataDir, 'suppliers', `${s.id}.json`);
      return [s.id, existsSync(file) ? (readJson(file).logo ?? null) : null];
    }),
  );

  const hasPhotos =
    existsSync(productsDir) &&
    readdirSync(productsDir, { recursive: true, encoding: 'utf8' }).some((f) =>
      /\.(jpe?g|png|webp|avif)$/i.test(f),
    );
  const hasLogos = existsSync(suppliersDir) && readdirSync(suppliersDir).length > 0;
  const hasSitePhotos =
    existsSync(sitePhotosDir) &&
    readdirSync(sitePhotosDir).some((f) => /^(hero|map|og-\w+)\.(jpe?g|png|webp|avif)$/i.test(f));
  if (!drawings && !hasPhotos && !hasLogos && !hasSitePhotos) {
    log(`media: no photos in ${contentDir}; the catalogue's pictures are served as they are`);
    return null;
  }

  const { PHOTO_MIN_WIDTH, formatProblems, publishDocuments, validateContent } =
    await import('@defne/core/schema');
  const { generateMedia } = await import('./media-pipeline.mjs');
  const { writeManifest } = await import('./media-manifest.mjs');
  const publicDir = join(siteDir, 'public');
  const result = await generateMedia({
    catalog: site.catalog,
    products,
    suppliers,
    supplierLogoFiles,
    company: site.company,
    lang: languages.default,
    languages: codes,
    drawings,
    drawingFiles,
    publicDir,
    cacheDir: join(siteDir, MEDIA_CACHE_DIR),
    productsMediaDir: productsDir,
    suppliersMediaDir: suppliersDir,
    siteSourceDir: sitePhotosDir,
    avif: options.avif,
    minPhotoWidth: PHOTO_MIN_WIDTH,
    verbose: options.verbose,
    log,
  });
  await writeManifest(at(options.manifest ?? MEDIA_MANIFEST_FILE), result);

  // The products' documents (PDFs, D23) beside their pictures, at the addresses the product pages
  // link (/media/products/{key}/{file}), as `defne-content --public` copies them, once the content
  // check has passed (each is a real PDF within the size limit).
  let documents = 0;
  if (existsSync(dataDir)) {
    // A language added gradually (D27) reads what it has not written in the fallback language.
    const fallback = site.fallbackLanguage ? { fallback: site.fallbackLanguage } : {};
    const checked = validateContent(dataDir, { languages: codes, ...fallback });
    if (!checked.ok) throw new Error(formatProblems(checked.problems));
    documents = publishDocuments(checked.content, contentDir, publicDir);
  }

  const { stats, manifest } = result;
  const extras = Object.values(manifest.products).reduce((t, p) => t + p.extras.length, 0);
  log(
    `media: ${Object.keys(manifest.products).length} of ${stats.products} products, ${extras} extras, ${Object.keys(manifest.suppliers).length} logos; ` +
      `encoded ${stats.encoded.length} unit(s)${stats.encoded.length && stats.encoded.length < 6 ? ` (${stats.encoded.join(', ')})` : ''}, reused ${stats.reused.length}; ` +
      `WebP ${(stats.webp / 1024).toFixed(0)} KB${manifest.avif ? `, AVIF ${(stats.avif / 1024).toFixed(0)} KB` : ''}; ` +
      `${documents} document(s); ${(stats.ms / 1000).toFixed(1)} s`,
  );
  // A photo too small for the largest picture stops the build, as the content check does: a build
  // may skip that check when only a photo's bytes change, this step never does.
  if (result.warnings.length)
    throw new Error(`These photos are too small:\n  ${result.warnings.join('\n  ')}`);
  return result;
}

/** `defne-site media [--content=…] [--site-photos=…] [--drawings=…] [--manifest=…] [--avif=on|off] [--verbose]` */
export async function main(argv = process.argv.slice(3)) {
  await media(mediaOptions(argv));
}
