/*
 * "Published internally, for real": the @defne packages go through the changesets flow into a
 * private registry, and a project outside the workspace installs them from it by name and
 * version, builds a small prerendered site and runs it in Chromium, as a sister company would.
 *
 * 1. Verdaccio on 127.0.0.1 with its storage in a temporary folder and no uplink.
 * 2. A copy of the repository's release inputs (manifests, lockfile, pending changesets, built
 *    packages), made a git clone with an origin: CONTRIBUTING.md's release steps (its `sh release`
 *    block) run there as written, from the install to `pnpm publish -r` (to the registry, with a
 *    token from a user config) and the push.
 * 3. The "Build a sister site" steps (`docs/sister-sites.md`), run as written: its `sh sister-site`
 *    code blocks are taken out of the guide and run in an empty folder (`pnpm init`, the `.npmrc` scoping
 *    `@defne` to the registry, `pnpm add` by name), with the files of `fixture-site/` (a sister
 *    site's content, tokens and config) written where the guide says to write yours; then its
 *    build and `pnpm start`.
 * 4. Chromium: the product modal opens, the form validates, no console error or failed request
 *    (CSP included); neither the build nor the whole installed `node_modules` holds a text or a
 *    picture of the first company, and each page links only the CSS of the components it renders.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { categories, company, pagePaths, productKeys, suppliers } from '@defne/content';
import { en as kEn } from '@defne/content/locales/en';
import { tr as kTr } from '@defne/content/locales/tr';
import { bootFiles } from '@defne/serve/build';
import {
  CHROMIUM,
  errorScreenOf,
  filesOf,
  foreignNeedles,
  freePort,
  gotoHydrated,
  scanFirstLoad,
  scanForLeaks,
  watchPageErrors,
} from '@defne/site/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyForRelease,
  releaseSteps,
  repoRoot,
  run,
  sisterSiteBlocks,
  startProcess,
  startRegistry,
  workspacePackages,
  type Registry,
} from './registry';
import {
  prepareTarget,
  send,
  startEditorProcess,
  type RunningEditor,
  type Target,
} from '../../../packages/editor/test/attacks/attacks';

const work = mkdtempSync(join(tmpdir(), 'defne-registry-'));
const release = join(work, 'repo');
const site = join(work, 'site');
const client = join(site, 'build', 'client');
const fixture = join(import.meta.dirname, '..', 'fixture-site');
const origin = join(work, 'origin.git');
const steps = releaseSteps(readFileSync(join(repoRoot, 'CONTRIBUTING.md'), 'utf8'));
const blocks = sisterSiteBlocks(readFileSync(join(repoRoot, 'docs', 'sister-sites.md'), 'utf8'));
/**
 * The local outbox `pnpm start` runs beside the site (`defne-site start`): on a port of its own
 * (REGISTRY_CHECK_OUTBOX_PORT, else a free one), which the build's forms post to and `start` reads
 * from the build, with its file in the temporary folder, so the test reads what the forms sent.
 */
const outboxPort = freePort('REGISTRY_CHECK_OUTBOX_PORT');
const outboxFile = join(work, 'outbox.jsonl');

/**
 * The environment of the child commands: no configuration inherited from the workspace's pnpm
 * run, and not Vitest's NODE_ENV=test, with which Vite would build React's development runtime.
 */
const env: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^(npm|pnpm)_(config|package|lifecycle)_/i.test(key) && key !== 'NODE_ENV',
  ),
);

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const publishable = workspacePackages(repoRoot).filter((p) => !p.private);
const before = Object.fromEntries(
  publishable.map((p) => [p.name, manifestOf(join(repoRoot, p.dir)).version as string]),
);

/** The packages the pending changesets (`.changeset/*.md` front matter) name. */
const pending = new Set(
  readdirSync(join(repoRoot, '.changeset'))
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .flatMap((file) => {
      const text = readFileSync(join(repoRoot, '.changeset', file), 'utf8');
      const front = text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
      return [...front.matchAll(/^['"]?(@defne\/[\w-]+)['"]?\s*:/gm)].map((m) => m[1]!);
    }),
);

/** Kuzeyhan Kimya's distinctive texts: its names, facts, own wording and Turkish product names. */
const kuzeyhanTexts = [
  ...new Set(
    [
      'Kuzeyhan',
      company.legalName,
      company.phone,
      company.phone.replace(/\s/g, ''),
      company.email,
      company.address.street,
      company.whatsappHref,
      company.linkedin,
      company.mapsUrl,
      kTr.nav.tagline,
      kEn.nav.tagline,
      kTr.home.hero.slogan,
      kEn.home.hero.slogan,
      ...Object.values(kTr.catalog.products)
        .map((p) => p.name)
        .filter((name) => /[ğşıİçöüĞŞÇÖÜ]/.test(name)),
      ...categories.map((c) => c.slug.tr ?? '').filter((slug) => slug.length > 12),
      ...Object.values(productKeys)
        .flat()
        .filter((key) => /[A-Z]/.test(key) && key.length > 8)
        .map((key) => `"${key}"`),
    ].filter((needle) => needle && needle.length > 5),
  ),
];

/**
 * Kuzeyhan's pictures, by size and hash: its content's photos and logos, and every picture the web
 * app's build made from them (`apps/web/public`; turbo builds @defne/web before this test).
 */
const pictureTypes = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.ico', '.svg']);
const kuzeyhanPictures = new Map<number, Set<string>>();
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
for (const dir of ['packages/content/media', 'apps/web/public']) {
  for (const file of filesOf(join(repoRoot, dir))) {
    if (!pictureTypes.has(extname(file).toLowerCase())) continue;
    const size = statSync(file).size;
    if (!kuzeyhanPictures.has(size)) kuzeyhanPictures.set(size, new Set());
    kuzeyhanPictures.get(size)!.add(sha(file));
  }
}

const textTypes = new Set([
  ...['.js', '.mjs', '.cjs', '.jsx', '.ts', '.mts', '.cts', '.tsx', '.json', '.map'],
  ...['.css', '.html', '.md', '.txt', '.yaml', '.yml', '.svg', ''],
]);

/** Where Kuzeyhan's texts or pictures are among `files` (`file: needle`, `file: picture`). */
function kuzeyhanIn(files: string[]) {
  const found: string[] = [];
  const packages = new Set<string>();
  for (const file of files) {
    const name = relative(repoRoot, file);
    const pnpmPackage = file.match(/\/\.pnpm\/((?:@[^+/]+\+)?[^@/]+)@/);
    if (pnpmPackage) packages.add(pnpmPackage[1]!);
    const type = extname(file).toLowerCase();
    if (pictureTypes.has(type) && kuzeyhanPictures.get(statSync(file).size)?.has(sha(file))) {
      found.push(`${name}: picture ${type}`);
    }
    if (!textTypes.has(type)) continue;
    const content = readFileSync(file, 'utf8');
    for (const needle of kuzeyhanTexts)
      if (content.includes(needle)) found.push(`${name}: ${needle}`);
  }
  return { files: files.length, packages: [...packages], found };
}

interface PackageDoc {
  'dist-tags': { latest: string };
  versions: Record<
    string,
    {
      license?: string;
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      dist: { integrity: string; tarball: string };
    }
  >;
}

let registry: Registry;
let versions: Record<string, string> = {};
let server: { url: string; stop(): Promise<void> } | undefined;
let browser: Browser | undefined;
const timings: Record<string, number> = {};

async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await step();
  } finally {
    timings[label] = Math.round(performance.now() - start);
  }
}

async function packageDoc(name: string): Promise<PackageDoc> {
  const response = await fetch(`${registry.url}${name.replace('/', '%2f')}`);
  expect(response.status, name).toBe(200);
  return (await response.json()) as PackageDoc;
}

beforeAll(async () => {
  registry = await timed('registry', () => startRegistry(join(work, 'registry')));

  // 2. The release, from a copy made a clone of its own (on `main`, an origin to push to): the
  // working tree is never written to. The scope's registry in the repository's .npmrc; the token
  // in the releaser's own (user) config, read from the environment: pnpm takes no credentials
  // from a repository's files. Then CONTRIBUTING's release steps, line by line as written.
  copyForRelease(repoRoot, release);
  writeFileSync(join(release, '.npmrc'), `@defne:registry=${registry.url}\n`);
  const userConfig = join(work, 'releaser.npmrc');
  writeFileSync(userConfig, `${registry.url.replace(/^http:/, '')}:_authToken=\${NPM_TOKEN}\n`);
  const releaseEnv = {
    ...env,
    NPM_TOKEN: registry.token,
    npm_config_userconfig: userConfig,
    GIT_AUTHOR_NAME: 'Defne Release',
    GIT_AUTHOR_EMAIL: 'release@defne-group.example',
    GIT_COMMITTER_NAME: 'Defne Release',
    GIT_COMMITTER_EMAIL: 'release@defne-group.example',
  };
  const git = (...args: string[]) => run('git', args, { cwd: release, env: releaseEnv });
  await run('git', ['init', '-q', '--bare', '-b', 'main', origin], { cwd: work, env: releaseEnv });
  await git('init', '-q', '-b', 'main');
  await git('add', '-A');
  await git('commit', '-q', '-m', 'the repository as cloned');
  await git('remote', 'add', 'origin', origin);
  await git('push', '-q', '-u', 'origin', 'main');
  // The packages' build: turbo has just built them for this test (its `^build`), and the copy
  // holds their dist/; the line is checked to be the packages' build, then every other runs.
  expect(steps[1]).toMatch(/^pnpm turbo run build --filter='\.\/packages\/\*'/);
  for (const step of steps) {
    if (step === steps[1]) continue;
    await timed(`release: ${step.replace(/\s+#.*$/, '')}`, () =>
      run('bash', ['-euo', 'pipefail', '-c', step], { cwd: release, env: releaseEnv }),
    );
  }
  versions = Object.fromEntries(
    publishable.map((p) => [p.name, manifestOf(join(release, p.dir)).version as string]),
  );

  // 3. The guide's steps, as written, in an empty folder: its `sh sister-site` blocks are the
  // project and packages, the build, and the start; the fixture's files are what a reader writes
  // for the steps between (content, texts, tokens, the config, a page of its own).
  expect(blocks).toHaveLength(3);
  const [setup, build] = blocks as [string[], string[], string[]];
  mkdirSync(site);
  const shell = (lines: string[]) =>
    run('bash', ['-euo', 'pipefail', '-c', lines.join('\n')], { cwd: site, env: siteEnv() });
  await timed('readme: project and packages', () => shell(setup));
  cpSync(fixture, site, { recursive: true });
  await timed('readme: build', () => shell(build));

  // 4. The guide's last block starts the kit's own server (PORT=0: any free port).
  server = await timed('readme: start', startSite);
  browser = await chromium.launch(CHROMIUM);
}, 300_000);

/** The environment of the guide's commands in the site's folder. */
function siteEnv(): NodeJS.ProcessEnv {
  return {
    ...env,
    DEFNE_REGISTRY: registry.url,
    // The build's forms post here, and `defne-site start` runs its outbox where they post: no
    // OUTBOX_PORT, as the guide says (step 10).
    VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${outboxPort}`,
    OUTBOX_FILE: outboxFile,
    OUTBOX_QUIET: '1',
  };
}

/** The guide's last block, the kit's own server, on any free port (PORT=0). */
async function startSite(): Promise<{ url: string; stop(): Promise<void> }> {
  const start = blocks[2] ?? [];
  expect(start).toHaveLength(1);
  const [command, ...args] = start[0]!.split(' ');
  const started = await startProcess(command!, args, {
    cwd: site,
    env: { ...siteEnv(), PORT: '0' },
    ready: /Site: (http:\/\/127\.0\.0\.1:\d+)\//,
  });
  return { url: started.match[1]!, stop: started.stop };
}

/**
 * Addresses typed wrong under each language folder of the fixture (the root, Turkish; its
 * catalogue's `/urunler` and `/products`; the German home's `/de`): in another letter case, with a line break (a pasted
 * header), with Turkish letters, or unknown. Each is a 301 to its page or that folder's 404 page,
 * in the folder's language, and hydrates with no page error and no error page (issue 34: the
 * installed kit once showed the error page for these, which only a patch of React Router fixed).
 */
const typedAddresses: Array<{ path: string; lang: 'tr' | 'en' | 'de'; to?: string }> = [
  { path: '/no-such-page', lang: 'tr' },
  { path: '/%0d%0a', lang: 'tr' },
  { path: '/NUMUNE-TALEBI/yok', lang: 'tr' },
  { path: '/URUNLER/yok', lang: 'tr' },
  { path: '/Urunler/Koliler/yok', lang: 'tr' },
  { path: '/urunler/%0d%0a', lang: 'tr' },
  { path: '/URUNLER/x%0D%0Ay', lang: 'tr' },
  { path: '/urunler/no-such-product', lang: 'tr' },
  { path: '/Products/Nope', lang: 'en' },
  { path: '/PRODUCTS/boxes/nope', lang: 'en' },
  { path: '/products/%0d%0a', lang: 'en' },
  { path: '/Products/%0D%0A', lang: 'en' },
  { path: '/products/no-such-product', lang: 'en' },
  { path: '/URUNLER', lang: 'tr', to: '/urunler' },
  { path: '/Products/Boxes', lang: 'en', to: '/products/boxes' },
  { path: '/%C3%BCr%C3%BCnler/koliler', lang: 'tr', to: '/urunler/koliler' },
  { path: '/NUMUNE-TALEB%C4%B0', lang: 'tr', to: '/numune-talebi' },
  { path: '/de/gibt-es-nicht', lang: 'de' },
  { path: '/de/produkte/keine-gruppe', lang: 'de' },
  { path: '/de/produkte/kartons/kein-produkt', lang: 'de' },
];

/** Opens each of `typedAddresses` in a fresh browser context (no stored language) and checks it. */
async function checkTypedAddresses() {
  for (const { path, lang, to } of typedAddresses) {
    const raw = await fetch(server!.url + path, { redirect: 'manual' });
    expect(raw.status, path).toBe(to ? 301 : 404);
    if (to) expect(raw.headers.get('location'), path).toBe(to);
    const context = await browser!.newContext();
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await gotoHydrated(page, server!.url + path);
    expect(await page.locator('html').getAttribute('lang'), path).toBe(lang);
    if (to) expect(new URL(page.url()).pathname, path).toBe(to);
    else expect(await page.locator('h1').first().textContent(), path).toContain('404');
    expect(await page.locator('.site-error').count(), path).toBe(0);
    expect(await errorScreenOf(page), path).toBeNull();
    expect(errors, path).toEqual([]);
    await context.close();
  }
}

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await registry?.close();
  console.log(`registry check timings (ms): ${JSON.stringify(timings)}`);
  // REGISTRY_CHECK_KEEP=1 keeps the release copy, the registry and the site for a look.
  if (process.env.REGISTRY_CHECK_KEEP) console.log(`kept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
});

/** A page of the served site once React has hydrated it; console errors and failed requests are collected. */
async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser!.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
  await gotoHydrated(page, server!.url + path);
  return { page, errors };
}

describe('the packages published internally and used as a sister company would', () => {
  it('versions the packages pending changesets name and publishes every package to the private registry', async () => {
    const published = [
      '@defne/core',
      '@defne/editor',
      '@defne/outbox',
      '@defne/seo',
      '@defne/serve',
      '@defne/site',
      '@defne/ui',
    ];
    expect(publishable.map((p) => p.name).sort()).toEqual(published);
    // CONTRIBUTING names the same seven as published, and the private ones as private.
    const contributing = readFileSync(join(repoRoot, 'CONTRIBUTING.md'), 'utf8');
    const releasing = contributing.slice(contributing.indexOf('## How a release reaches'));
    const intro = releasing.slice(0, releasing.indexOf('1. **'));
    expect(intro).toContain('Seven packages are published');
    for (const name of published) expect(intro, name).toContain(`\`${name}\``);
    expect(intro).toMatch(/`@defne\/content`\) and the apps are private/);
    // The release steps committed the new versions and pushed them to the clone's origin.
    expect(await run('git', ['log', '--format=%s', '-1', 'main'], { cwd: origin, env })).toBe(
      'chore: version packages\n',
    );
    // Kuzeyhan's own content is no package of the kit: it is never published.
    expect(publishable.map((p) => p.name)).not.toContain('@defne/content');
    expect((await fetch(`${registry.url}@defne%2fcontent`)).status).toBe(404);
    for (const { name } of publishable) {
      // A package a pending changeset names gets a new version; the others keep theirs.
      if (pending.has(name)) expect(versions[name], name).not.toBe(before[name]);
      else expect(versions[name], name).toBe(before[name]);
      const doc = await packageDoc(name);
      expect(doc['dist-tags'].latest).toBe(versions[name]);
      const published = doc.versions[versions[name]!]!;
      expect(published.license, name).toBe('MIT');
      // workspace: and catalog: ranges became real ones.
      const ranges = Object.values({ ...published.dependencies, ...published.peerDependencies });
      expect(ranges.filter((r) => /^(workspace|catalog):/.test(r))).toEqual([]);
    }
    // @defne/seo needs @defne/core for its types only: never at run time.
    const seo = (await packageDoc('@defne/seo')).versions[versions['@defne/seo']!]!;
    expect(seo.dependencies?.['@defne/core']).toBeUndefined();
    expect(seo.peerDependencies?.['@defne/core']).toBe(`^${versions['@defne/core']}`);
    // Peer dependencies are ranges, never exact pins: a site's `pnpm add` of the newest works.
    const site = (await packageDoc('@defne/site')).versions[versions['@defne/site']!]!;
    for (const [name, range] of Object.entries(site.peerDependencies ?? {})) {
      expect(range, name).toMatch(/^[\^~>]/);
    }
    // The registry has no uplink: it holds what was published and nothing else.
    expect((await fetch(`${registry.url}react`)).status).toBe(404);
  });

  it('installs them by name with the guide’s `pnpm add`: no link, path, override or pin', () => {
    const manifest = manifestOf(site);
    const lock = readFileSync(join(site, 'pnpm-lock.yaml'), 'utf8');
    expect(manifest.pnpm).toBeUndefined();
    expect(manifest.overrides).toBeUndefined();
    // A dependency's version or specifier, not a package name ending in -link or -file.
    expect(lock).not.toMatch(/^overrides:|^\s+(?:specifier|version): '?(?:link|file|workspace):/m);
    for (const name of ['@defne/core', '@defne/serve', '@defne/site', '@defne/ui']) {
      expect(manifest.dependencies[name]).toBe(`^${versions[name]}`);
      expect(manifestOf(join(site, 'node_modules', name)).version).toBe(versions[name]);
    }
    // The guide's scripts, set by its own commands.
    expect(manifest.scripts.content).toBe(
      'defne-content content/data content/generated --public public --languages tr,en,de --icons crate',
    );
    expect(manifest.scripts.build).toBe('pnpm content && defne-site build');
    // The content check wrote the typed catalogue and texts the config imports.
    for (const file of [
      'content.ts',
      'details.ts',
      'locales/tr.ts',
      'locales/en.ts',
      'locales/de.ts',
    ])
      expect(existsSync(join(site, 'content', 'generated', file)), file).toBe(true);
  });

  it('got them from the private registry: the lockfile holds the registry’s own checksums', async () => {
    const lock = readFileSync(join(site, 'pnpm-lock.yaml'), 'utf8');
    for (const { name } of publishable) {
      const { dist } = (await packageDoc(name)).versions[versions[name]!]!;
      expect(dist.tarball.startsWith(registry.url), name).toBe(true);
      expect(lock).toContain(
        `'${name}@${versions[name]}':\n    resolution: {integrity: ${dist.integrity}}`,
      );
    }
  });

  it('builds a prerendered site whose product modal opens and closes in Chromium', async () => {
    const { page, errors } = await open('/urunler/koliler');
    // The kit's catalogue: each card links to its product's page, opened over the grid.
    await page.getByRole('link', { name: /Çift Oluklu Koli/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getByRole('heading', { name: 'Çift Oluklu Koli' }).isVisible()).toBe(true);
    expect(await dialog.getByText('Ağır ürünler için sağlam koli.').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors.join('\n')).toBe('');
    await page.close();
  });

  it('serves the product photo of content/media as AVIF and WebP with a srcset (the kit’s picture step)', async () => {
    // The fixture's one photo (content/media/products/singleWall/1.jpg, a 1280 px JPEG): the
    // build's `defne-site media` made it a 4:3 picture at 960 and 480 px; the JPEG is not served.
    const { page, errors } = await open('/urunler/koliler/tek-oluklu');
    const picture = page
      .locator('main picture')
      .filter({ has: page.locator('source') })
      .first();
    const avif = picture.locator('source[type="image/avif"]');
    expect(await avif.getAttribute('srcset')).toBe(
      '/media/products/singleWall/1-480w.avif 480w, /media/products/singleWall/1.avif 960w',
    );
    expect(await picture.locator('source[type="image/webp"]').getAttribute('srcset')).toBe(
      '/media/products/singleWall/1-480w.webp 480w, /media/products/singleWall/1.webp 960w',
    );
    const img = picture.locator('img');
    expect(await img.getAttribute('src')).toBe('/media/products/singleWall/1.webp');
    expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual([
      '960',
      '720',
    ]);
    // Chromium picks the AVIF source, and it decodes.
    const shown = await img.evaluate(async (el: HTMLImageElement) => {
      await el.decode();
      return { current: el.currentSrc, width: el.naturalWidth };
    });
    expect(shown.current).toMatch(/\/media\/products\/singleWall\/1(-480w)?\.avif$/);
    expect(shown.width).toBeGreaterThanOrEqual(480);
    for (const file of ['1.avif', '1-480w.avif']) {
      const response = await fetch(`${server!.url}/media/products/singleWall/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toBe('image/avif');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(4, 12).toString('latin1'), file).toBe('ftypavif');
    }
    // The photo is kept once, in content/media: neither the build nor public/ serves the JPEG.
    expect(filesOf(client).filter((file) => file.endsWith('.jpg'))).toEqual([]);
    expect((await fetch(`${server!.url}/media/products/singleWall/1.jpg`)).status).toBe(404);
    expect(errors.join('\n')).toBe('');
    await page.close();
  });

  it('validates the site’s own enquiry fields (its config): an empty submit shows each message', async () => {
    const { page, errors } = await open('/');
    const submit = page.getByRole('button', { name: 'Teklif iste' });
    // The kit's home loads the form's code when the visitor comes near it, as a person scrolls.
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    for (const message of [
      'Adınızı yazın.',
      'E-posta adresinizi yazın.',
      'Kaç adet istediğinizi yazın.',
      'İhtiyacınızı kısaca anlatın.',
    ]) {
      expect(await page.getByText(message, { exact: true }).isVisible(), message).toBe(true);
    }
    const first = page.getByLabel(/^Ad Soyad/);
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    const order = page.getByLabel(/^Sipariş numarası/);
    expect(await order.getAttribute('aria-invalid')).toBeNull();
    await order.fill('SIP-2026-00042');
    await submit.click();
    const tooLong = page.getByText('En çok 12 karakter yazabilirsiniz.', { exact: true });
    expect(await tooLong.isVisible()).toBe(true);
    // The site's own glyph (the config's `sectorIcons`) on its sector's card.
    expect(
      await page.locator('#sectors path[d="M4 13h7v7H4zM13 13h7v7h-7zM8.5 5h7v7h-7z"]').count(),
    ).toBe(1);
    expect(errors.join('\n')).toBe('');
    await page.close();
  });

  it('makes the page of its own form kind (its config’s `enquiry.forms`) in every language', async () => {
    const pages = [
      {
        path: '/numune-talebi',
        twinLang: 'en',
        twin: '/sample-request',
        title: 'Numune talebi | Defne Verpackung',
        heading: 'Numune talebi',
        intro: 'Siparişten önce kolimizi kendi ürününüzle deneyin',
        labels: ['Ad Soyad', 'Şirket', 'Koli ölçüleri (iç, mm)', 'Numune adedi', 'Teslimat adresi'],
        submit: 'Numune iste',
      },
      {
        path: '/sample-request',
        twinLang: 'tr',
        twin: '/numune-talebi',
        title: 'Request a sample | Defne Verpackung',
        heading: 'Request a sample',
        intro: 'Try our box with your own product before you order',
        labels: ['Full name', 'Company', 'Box size (inside, mm)', 'Number of samples'],
        submit: 'Request a sample',
      },
      {
        path: '/de/musteranfrage',
        twinLang: 'tr',
        twin: '/numune-talebi',
        title: 'Muster anfordern | Defne Verpackung',
        heading: 'Muster anfordern',
        intro: 'Testen Sie unseren Karton mit Ihrem eigenen Produkt, bevor Sie bestellen',
        labels: ['Vor- und Nachname', 'Firma', 'Kartonmaße (innen, mm)', 'Anzahl der Muster'],
        submit: 'Muster anfordern',
      },
    ];
    for (const { path, twinLang, twin, title, heading, intro, labels, submit } of pages) {
      const { page, errors } = await open(path);
      expect(await page.title()).toBe(title);
      const h1 = page.getByRole('heading', { level: 1 });
      expect(await h1.textContent()).toBe(heading);
      expect(await page.getByText(intro).isVisible(), intro).toBe(true);
      for (const label of labels)
        expect(
          await page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)).count(),
          label,
        ).toBe(1);
      expect(await page.getByRole('button', { name: submit }).isVisible()).toBe(true);
      // Another language's twin, in the head and behind the language switch.
      expect(
        await page
          .locator(`head link[rel="alternate"][hreflang="${twinLang}"]`)
          .getAttribute('href'),
      ).toBe(`https://www.verpackung.example.com${twin}`);
      expect(await page.locator(`a[hreflang="${twinLang}"]`).getAttribute('href')).toBe(twin);
      expect(errors.join('\n')).toBe('');
      await page.close();
    }
    // Its head's JSON-LD names the page in its trail; the sitemap lists both addresses.
    const html = readFileSync(join(client, 'numune-talebi', 'index.html'), 'utf8');
    expect(html).toContain(
      '{"@type":"ListItem","position":2,"name":"Numune talebi","item":"https://www.verpackung.example.com/numune-talebi"}',
    );
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://www.verpackung.example.com/numune-talebi</loc>');
    expect(sitemap).toContain('https://www.verpackung.example.com/sample-request');
    expect(sitemap).toContain('https://www.verpackung.example.com/de/musteranfrage');
  });

  it('validates its form kind’s fields by their rules, with the site’s messages', async () => {
    const { page, errors } = await open('/numune-talebi');
    const submit = page.getByRole('button', { name: 'Numune iste' });
    await submit.click();
    for (const message of [
      // The kind's own messages, then those every form of the site shares.
      'Kolinin iç ölçülerini yazın.',
      'Kaç numune istediğinizi yazın.',
      'Numuneyi göndereceğimiz adresi yazın.',
      'Adınızı yazın.',
      'E-posta adresinizi yazın.',
    ]) {
      expect(await page.getByText(message, { exact: true }).isVisible(), message).toBe(true);
    }
    expect(await page.getByLabel(/^Şirket/).getAttribute('aria-invalid')).toBeNull();
    await page.getByLabel(/^Numune adedi/).fill('120');
    await page.getByLabel(/^E-posta/).fill('ayşe@');
    await submit.click();
    expect(
      await page.getByText('En çok 2 karakter yazabilirsiniz.', { exact: true }).isVisible(),
    ).toBe(true);
    expect(
      await page.getByText('Lütfen geçerli bir e-posta adresi girin', { exact: true }).isVisible(),
    ).toBe(true);
    expect(errors.join('\n')).toBe('');
    await page.close();
  });

  it('keeps its draft across a reload and sends it to the local outbox with its own template', async () => {
    const { page, errors } = await open('/sample-request');
    const values = {
      'Full name': 'Jonas Meyer',
      Company: 'Meyer Feinkost GmbH',
      'E-mail': 'jonas@feinkost.example.com',
      'Box size (inside, mm)': '400 × 300 × 200',
      'Number of samples': '3',
      'Delivery address': 'Große Elbstraße 7\n22767 Hamburg',
    };
    const field = (label: string) =>
      page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
    const submit = page.getByRole('button', { name: 'Request a sample' });
    // The form takes edits once its code is there (its button is enabled then).
    await expect.poll(() => submit.isEnabled()).toBe(true);
    for (const [label, value] of Object.entries(values)) await field(label).fill(value);
    // The draft is the kind's own: loading the page again brings it back.
    await gotoHydrated(page, page.url());
    for (const [label, value] of Object.entries(values))
      await expect.poll(() => field(label).inputValue(), { message: label }).toBe(value);
    await submit.click();
    await page.getByText('We have your sample request.').waitFor();
    const records = readFileSync(outboxFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { templateId: string; params: Record<string, string> });
    const sent = records.filter((r) => r.templateId === 'sample-form');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toEqual({
      fullName: 'Jonas Meyer',
      company: 'Meyer Feinkost GmbH',
      email: 'jonas@feinkost.example.com',
      dimensions: '400 × 300 × 200',
      quantity: '3',
      address: 'Große Elbstraße 7\n22767 Hamburg',
      notes: '',
      to_email: 'info@verpackung.example.com',
      enquiry_id: expect.any(String),
    });
    // Sent, the draft is gone: the page loaded again shows an empty form.
    await gotoHydrated(page, page.url());
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(await field('Full name').inputValue()).toBe('');
    expect(errors.join('\n')).toBe('');
    await page.close();
  });

  it('states its own currency and country in the structured data', () => {
    const jsonLd = (...path: string[]) =>
      [
        ...readFileSync(join(client, ...path), 'utf8').matchAll(
          /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs,
        ),
      ]
        .map((m) => m[1]!)
        .join('\n');
    // The company in full is on the home page; a product's offer is on its own page, which the
    // sector page lists by address.
    const home = jsonLd('index.html');
    const sector = jsonLd('urunler', 'koliler', 'index.html');
    const product = readdirSync(join(client, 'urunler', 'koliler'), { withFileTypes: true }).find(
      (entry) => entry.isDirectory(),
    )!.name;
    const offer = jsonLd('urunler', 'koliler', product, 'index.html');
    expect(sector).toContain(`"url":"https://`);
    expect(offer).toContain('"priceCurrency":"EUR"');
    expect(home).toContain('"addressCountry":"DE"');
    expect(home).toContain('"German"');
    for (const json of [home, sector, offer]) expect(json).not.toContain('TRY');
  });

  it('ships no string of the first company in any output file', () => {
    // '/en' is the group's English home path (design D14), which the kit's code knows: not a
    // string of the first company even though its route map has it too.
    const ownPaths = [
      ...['/', '/en', '/urunler', '/products', '/urunler/koliler', '/products/boxes'],
      ...['/numune-talebi', '/sample-request'],
      ...['/de', '/de/produkte', '/de/produkte/kartons', '/de/musteranfrage'],
    ];
    const needles = [
      'Kuzeyhan',
      'kuzeyhan',
      ...foreignNeedles(
        {
          company,
          pagePaths,
          categories,
          productKeys,
          suppliers,
          texts: [kTr.nav.tagline, kEn.nav.tagline, kTr.home.hero.slogan, kEn.home.hero.slogan],
        },
        ownPaths,
      ),
    ];
    // The pictures are the fixture's own (made from its photo): the next test compares pictures.
    const scan = scanForLeaks(client, needles, { binaryTypes: ['.br', '.gz', '.webp', '.avif'] });
    expect([...scan.scannedTypes]).toEqual(expect.arrayContaining(['.html', '.js', '.css']));
    expect(scan.unscanned).toEqual([]);
    expect(scan.found).toEqual([]);
  });

  // Every file of every package is read or hashed (sharp's libvips among them): minutes on a
  // loaded machine.
  it(
    'installs nothing of the first company: no text or picture of it in the whole node_modules',
    { timeout: 180_000 },
    () => {
      const scan = kuzeyhanIn(filesOf(join(site, 'node_modules')));
      // The scan covered every installed package, the kit's own among them.
      expect(scan.files).toBeGreaterThan(2000);
      for (const kit of [
        '@defne+core',
        '@defne+site',
        '@defne+serve',
        '@defne+seo',
        '@defne+ui',
        '@defne+outbox',
      ])
        expect(scan.packages, kit).toContain(kit);
      expect(scan.found).toEqual([]);
      // The same scan over Kuzeyhan's own built site finds its texts and its pictures: it can fail.
      expect(kuzeyhanPictures.size).toBeGreaterThan(50);
      const own = kuzeyhanIn(filesOf(join(repoRoot, 'apps', 'web', 'build', 'client')));
      expect(own.found.some((f) => f.endsWith(': Kuzeyhan'))).toBe(true);
      expect(own.found.some((f) => f.includes(': picture '))).toBe(true);
    },
  );

  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await fetch(`${server!.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Sayfa bulunamadı | Defne Verpackung');
  });

  it('names its catalogue in its own word with one text (`nav.sectors`), on every page and the 404 page’s links', () => {
    const pages = filesOf(client).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(5);
    // The kit's word for the catalogue shows nowhere: menu, its toggle, footer, filter, 404 page.
    const kitWord = /.{0,40}(Sektör|\bSectors\b).{0,40}/;
    expect(pages.flatMap((file) => readFileSync(file, 'utf8').match(kitWord)?.[0] ?? [])).toEqual(
      [],
    );
    const notFound = readFileSync(join(client, '404.html'), 'utf8');
    expect(notFound).toContain('>Ürünler</a>');
    // A popular link of the site's own page takes its navigation label, never a raw key.
    expect(notFound).not.toMatch(/>popular\.\w+</);
    expect(notFound).toContain('>Numune talebi</a>');
  });

  it('leaves no unmet or missing peer dependency after the guide’s install (pnpm peers check)', async () => {
    const output = await run('pnpm', ['peers', 'check'], { cwd: site, env });
    expect(output).not.toMatch(/unmet|missing|✕/i);
    // React Router as its build tool pins it, without a patch of any dependency.
    const rr = manifestOf(join(site, 'node_modules', 'react-router')).version;
    expect(rr).toBe(manifestOf(join(site, 'node_modules', '@react-router', 'dev')).version);
    expect(manifestOf(site).pnpm?.patchedDependencies).toBeUndefined();
    expect(readFileSync(join(site, 'pnpm-workspace.yaml'), 'utf8')).not.toMatch(/patched/);
  });

  it('answers miscased, line-break and unknown addresses under every language folder with a 301 or its 404 page, hydrated without an error', async () => {
    await checkTypedAddresses();
  });

  it('does the same with the newest React Router in the kit’s peer range, unpatched', async () => {
    const range = (await packageDoc('@defne/site')).versions[versions['@defne/site']!]!
      .peerDependencies?.['react-router'];
    expect(range).toBeDefined();
    // The public registry's newest in range of each (the site's .npmrc sends only @defne to ours).
    // Each is asked for on its own: React Router publishes some patch releases of `react-router`
    // alone (8.5.3 has no `@react-router/node` of that number).
    const newestOf = async (name: string) => {
      const found = JSON.parse(
        await run('pnpm', ['view', `${name}@${range}`, 'version', '--json'], { cwd: site, env }),
      ) as string | string[];
      return Array.isArray(found) ? found.at(-1)! : found;
    };
    const version = await newestOf('react-router');
    const nodeVersion = await newestOf('@react-router/node');
    const installed = manifestOf(join(site, 'node_modules', 'react-router')).version;
    const installedNode = manifestOf(join(site, 'node_modules', '@react-router', 'node')).version;
    if (installed === version && installedNode === nodeVersion) {
      // The guide's install already took the newest of both: the build the tests above checked
      // (its typed addresses, its catalogue's modal) is this build; a second would be the same.
      console.log(
        `registry check: the guide's install is the newest react-router ${version}, @react-router/node ${nodeVersion} (range ${range}): checked above, not built again`,
      );
      return;
    }
    await timed('newest react-router: add', () =>
      run('pnpm', ['add', `react-router@${version}`, `@react-router/node@${nodeVersion}`], {
        cwd: site,
        env,
      }),
    );
    expect(manifestOf(join(site, 'node_modules', 'react-router')).version).toBe(version);
    console.log(
      `registry check: react-router ${version}, @react-router/node ${nodeVersion} (range ${range})`,
    );
    await timed('newest react-router: build', () =>
      run('pnpm', ['build'], { cwd: site, env: siteEnv() }),
    );
    await server?.stop();
    server = await startSite();
    await checkTypedAddresses();
    // And the catalogue still opens a product over its grid.
    const { page, errors } = await open('/urunler/koliler');
    await page.getByRole('link', { name: /Çift Oluklu Koli/ }).click();
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    expect(errors.join('\n')).toBe('');
    await page.close();
  }, 240_000);

  it('loads the framework and the kit code most pages share as one file each (siteChunks)', () => {
    const files = bootFiles(readFileSync(join(client, 'index.html'), 'utf8')) ?? [];
    const framework = files.filter((src) => /\/framework-[\w-]{8}\.js$/.test(src));
    // The group's file (`site-{hash}`), not a module of the kit's app named site-….
    const shared = files.filter((src) => /\/site-[\w-]{8}\.js$/.test(src));
    expect(framework).toHaveLength(1);
    expect(shared).toHaveLength(1);
    // React DOM, React Router and i18next are in the framework file, the Header in the site file.
    const code = (src: string) => readFileSync(join(client, src), 'utf8');
    for (const marker of ['hydrateRoot', '__reactRouterContext', 'i18next'])
      expect(code(framework[0]!)).toContain(marker);
    expect(code(shared[0]!)).toContain('Header_');
    // The product modal, which only the catalogue uses, stays out of both.
    expect(code(framework[0]!) + code(shared[0]!)).not.toContain('ProductModal_');
  });

  it('carries none of its content in any page’s first-load script, its own sector glyph aside', () => {
    // Its products' slugs and its phone number, as its content data holds them.
    const data = join(fixture, 'content', 'data');
    const slugs = readdirSync(join(data, 'products')).flatMap((name) =>
      Object.values(
        (
          JSON.parse(readFileSync(join(data, 'products', name), 'utf8')) as {
            slug: Record<string, string>;
          }
        ).slug,
      ),
    );
    const { phone } = JSON.parse(readFileSync(join(data, 'company.json'), 'utf8')) as {
      phone: string;
    };
    const scan = scanFirstLoad(client, [...slugs, phone, phone.replace(/\s/g, '')]);
    expect(slugs.length).toBeGreaterThan(0);
    expect(scan.findings).toEqual([]);
    // The enquiry forms' product index has them, loaded with the forms' code.
    expect(scan.lazy.some((file) => /\/EnquiryForms-[\w-]{8}\.js$/.test(file))).toBe(true);
    // The config's `sectorIcons` (a glyph of its own, imported by the config) is in the first
    // load: the browser's copy of the config keeps it, without the content.
    const firstLoad = [...scan.firstLoad].map((file) => readFileSync(join(client, file), 'utf8'));
    expect(firstLoad.some((code) => code.includes('M4 13h7v7H4z'))).toBe(true);
  });

  it('links one stylesheet of the kit for every page, with the site’s tokens over it', () => {
    const sheets = (page: string) =>
      [
        ...readFileSync(join(client, page), 'utf8').matchAll(
          /<link rel="stylesheet" href="([^"#]+)#?"/g,
        ),
      ].map((m) => m[1]!);
    const home = sheets('index.html');
    const products = sheets(join('urunler', 'koliler', 'index.html'));
    // The same file first on every page: each rule once, cached after the first page (a page's
    // own layout rules may follow it).
    expect(home.length).toBeGreaterThan(0);
    expect(products[0]).toBe(home[0]);
    const css = readFileSync(join(client, home[0]!), 'utf8');
    for (const part of ['Header_', 'Hero_', 'EnquiryForm_', 'ProductModal_', 'ProductGrid_'])
      expect(css).toContain(part);
    expect(css).toMatch(/--ui-color-primary:\s*#7a4a12/);
    // Each component's rules once: no larger than the kit's stylesheet with the site's own.
    const all = readFileSync(join(repoRoot, 'packages', 'ui', 'dist', 'index.css'), 'utf8');
    expect(css.length).toBeLessThan(all.length * 1.2);
  });
});

describe('the editor as a sister company installs it', () => {
  // The editor of the guide's install (`pnpm add -D @defne/editor`), started from the
  // site's node_modules on a repository of a sister company's content data files.
  let target: Target;
  let editor: RunningEditor;
  beforeAll(async () => {
    target = prepareTarget(join(repoRoot, 'apps', 'sister-example', 'content', 'data'));
    editor = await startEditorProcess(
      join(site, 'node_modules', '@defne', 'editor', 'bin', 'defne-edit.mjs'),
      target.contentDir,
      env,
    );
  }, 60_000);
  afterAll(async () => {
    await editor?.stop();
    if (target) rmSync(target.dir, { recursive: true, force: true });
  });

  it('is the published @defne/editor, installed by name from the registry', () => {
    expect(publishable.map((p) => p.name)).toContain('@defne/editor');
    expect(manifestOf(site).devDependencies['@defne/editor']).toBe(`^${versions['@defne/editor']}`);
    expect(manifestOf(join(site, 'node_modules', '@defne', 'editor')).version).toBe(
      versions['@defne/editor'],
    );
  });

  it('saves a product through its API with the session token', async () => {
    const product = {
      sector: JSON.parse(
        readFileSync(join(target.contentDir, 'data', 'products', 'archiveBox.json'), 'utf8'),
      ).sector,
      order: 40,
      name: { tr: 'Oluklu Mukavva Levha', en: 'Corrugated Board Sheet' },
      description: {
        tr: 'Ambalaj üretimi için beş katlı oluklu mukavva levha.',
        en: 'Five-layer corrugated board sheet for packaging production.',
      },
      photos: [],
      previousSlugs: { tr: [], en: [] },
    };
    const answer = await send(editor, {
      path: '/api/v1',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${editor.token}` },
      body: JSON.stringify({
        action: 'persistEntry',
        params: {
          dataFiles: [{ path: 'data/products/boardSheet.json', raw: JSON.stringify(product) }],
          assets: [],
        },
      }),
    });
    expect(answer.status, answer.body).toBe(200);
    const saved = JSON.parse(
      readFileSync(join(target.contentDir, 'data', 'products', 'boardSheet.json'), 'utf8'),
    );
    expect(saved.name).toEqual(product.name);
  });

  it('runs the code its own test attacks: every file is the workspace package’s, byte for byte', () => {
    // The editor's own suite (packages/editor/test/attacks/editor-attacks.test.ts) replays every
    // attack on the workspace's `defne-edit`; replaying them again here would test the same bytes.
    // What the release may change is the manifest (version, ranges) and the changelog; pnpm
    // links the package's own bin beside its files (node_modules/.bin), which is not published.
    const installed = realpathSync(join(site, 'node_modules', '@defne', 'editor'));
    const workspace = join(repoRoot, 'packages', 'editor');
    const files = filesOf(installed)
      .map((file) => relative(installed, file))
      .filter(
        (file) =>
          file !== 'package.json' && file !== 'CHANGELOG.md' && !file.startsWith('node_modules/'),
      );
    expect(files.filter((file) => file.startsWith('bin/'))).toContain('bin/defne-edit.mjs');
    expect(files.filter((file) => file.startsWith('src/')).length).toBeGreaterThan(5);
    const differing = files.filter(
      (file) => !readFileSync(join(installed, file)).equals(readFileSync(join(workspace, file))),
    );
    expect(differing).toEqual([]);
  });
});
