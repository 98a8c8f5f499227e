/*
 * "Published internally, for real": the @defne packages go through the changesets flow into a
 * private registry, and a project outside the workspace installs them from it by name and
 * version, builds a small prerendered site and runs it in Chromium, as a sister company would.
 *
 * 1. Verdaccio on 127.0.0.1 with its storage in a temporary folder and no uplink.
 * 2. A copy of the repository's release inputs (manifests, pending changesets, built packages):
 *    `changeset version`, then `pnpm publish -r` to the registry with a token from `.npmrc`.
 * 3. A temporary project from `fixture-site/`: exact versions of the @defne packages, its
 *    `.npmrc` scoping `@defne` to the registry (everything else from the public npm registry),
 *    plain `pnpm install`, `react-router build` (ssr: false + prerender).
 * 4. Chromium: the product modal opens, the form validates; the build holds nothing of the first
 *    company, and each page links only the CSS of the components it renders.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import {
  categories as kCategories,
  company as kCompany,
  pagePaths as kPagePaths,
  productKeys as kProductKeys,
  suppliers as kSuppliers,
} from '@defne/content';
import { en as kEn } from '@defne/content/locales/en';
import { tr as kTr } from '@defne/content/locales/tr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogVersions,
  copyForRelease,
  filesOf,
  repoRoot,
  run,
  serveStatic,
  startRegistry,
  workspacePackages,
  type Registry,
} from './registry';

const work = mkdtempSync(join(tmpdir(), 'defne-registry-'));
const release = join(work, 'repo');
const site = join(work, 'site');
const fixture = join(import.meta.dirname, '..', 'fixture-site');
const changeset = join(repoRoot, 'node_modules', '.bin', 'changeset');

/** The environment of the child commands: no configuration inherited from the workspace's pnpm run. */
const env: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^(npm|pnpm)_(config|package|lifecycle)_/i.test(key),
  ),
);

const publishable = workspacePackages(repoRoot).filter((p) => !p.private);
const before = Object.fromEntries(
  publishable.map((p) => [
    p.name,
    JSON.parse(readFileSync(join(repoRoot, p.dir, 'package.json'), 'utf8')).version,
  ]),
);
let registry: Registry;
let versions: Record<string, string> = {};
let server: { url: string; close(): Promise<void> };
let browser: Browser;
const timings: Record<string, number> = {};

async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await step();
  } finally {
    timings[label] = Math.round(performance.now() - start);
  }
}

beforeAll(async () => {
  registry = await timed('registry', () => startRegistry(join(work, 'registry')));
  const host = registry.url.replace(/^http:/, '');

  // 2. The release, from a copy: the working tree is never written to.
  copyForRelease(repoRoot, release);
  // The scope's registry in the repository's .npmrc; the token in the releaser's own (user)
  // config, read from the environment: pnpm takes no credentials from a repository's files.
  writeFileSync(join(release, '.npmrc'), `@defne:registry=${registry.url}\n`);
  const userConfig = join(work, 'releaser.npmrc');
  writeFileSync(userConfig, `${host}:_authToken=\${NPM_TOKEN}\n`);
  await timed('changeset version', () => run(changeset, ['version'], { cwd: release, env }));
  versions = Object.fromEntries(
    publishable.map((p) => [
      p.name,
      JSON.parse(readFileSync(join(release, p.dir, 'package.json'), 'utf8')).version,
    ]),
  );
  await timed('publish', () =>
    run('pnpm', ['publish', '-r', '--no-git-checks'], {
      cwd: release,
      env: { ...env, NPM_TOKEN: registry.token, npm_config_userconfig: userConfig },
    }),
  );

  // 3. The sister company's project: exact versions, the registry for @defne only.
  cpSync(fixture, site, { recursive: true });
  const catalog = catalogVersions(repoRoot);
  const manifest = JSON.parse(readFileSync(join(fixture, 'package.json'), 'utf8'));
  for (const group of ['dependencies', 'devDependencies'] as const) {
    for (const name of Object.keys(manifest[group])) {
      const version = name.startsWith('@defne/') ? versions[name] : catalog[name];
      if (!version) throw new Error(`no version for ${name}`);
      manifest[group][name] = version;
    }
  }
  writeFileSync(join(site, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(site, '.npmrc'), `@defne:registry=${registry.url}\n`);
  await timed('pnpm install', () => run('pnpm', ['install'], { cwd: site, env }));
  await timed('site build', () => run('pnpm', ['run', 'build'], { cwd: site, env }));

  server = await serveStatic(join(site, 'build', 'client'));
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await registry?.close();
  console.log(`registry check timings (ms): ${JSON.stringify(timings)}`);
  // REGISTRY_CHECK_KEEP=1 keeps the release copy, the registry and the site for a look.
  if (process.env.REGISTRY_CHECK_KEEP) console.log(`kept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
});

/** A page of the built site, once React has hydrated it; console errors are collected. */
async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
  await page.goto(server.url + path);
  await page.waitForFunction(() => {
    const button = document.querySelector('main button');
    return !!button && Object.keys(button).some((k) => k.startsWith('__reactFiber'));
  });
  return { page, errors };
}

describe('the packages published internally and used as a sister company would', () => {
  it('versions every package with changesets and publishes it to the private registry', async () => {
    expect(publishable.map((p) => p.name)).toEqual(
      expect.arrayContaining(['@defne/content', '@defne/seo', '@defne/ui']),
    );
    for (const { name } of publishable) {
      expect(versions[name], name).not.toBe(before[name]);
      const response = await fetch(`${registry.url}${name.replace('/', '%2f')}`);
      expect(response.status, name).toBe(200);
      const doc = (await response.json()) as {
        'dist-tags': { latest: string };
        versions: Record<
          string,
          {
            license?: string;
            dependencies?: Record<string, string>;
            peerDependencies?: Record<string, string>;
          }
        >;
      };
      expect(doc['dist-tags'].latest).toBe(versions[name]);
      const published = doc.versions[versions[name]!]!;
      expect(published.license, name).toBe('MIT');
      // workspace: and catalog: ranges became real ones.
      const ranges = Object.values({ ...published.dependencies, ...published.peerDependencies });
      expect(ranges.filter((r) => /^(workspace|catalog):/.test(r))).toEqual([]);
    }
    // @defne/seo needs @defne/content for its types only: never at run time.
    const seo = (await (await fetch(`${registry.url}@defne%2fseo`)).json()) as {
      versions: Record<
        string,
        { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }
      >;
    };
    const seoManifest = seo.versions[versions['@defne/seo']!]!;
    expect(seoManifest.dependencies?.['@defne/content']).toBeUndefined();
    expect(seoManifest.peerDependencies?.['@defne/content']).toBe(`^${versions['@defne/content']}`);
    // The registry has no uplink: it holds what was published and nothing else.
    expect((await fetch(`${registry.url}react`)).status).toBe(404);
  });

  it('installs them by name and exact version from the registry, with no link, path or override', () => {
    const manifest = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'));
    const lock = readFileSync(join(site, 'pnpm-lock.yaml'), 'utf8');
    expect(manifest.pnpm).toBeUndefined();
    expect(manifest.overrides).toBeUndefined();
    expect(lock).not.toMatch(/^overrides:|\b(link|file|workspace):/m);
    for (const { name } of publishable) {
      expect(manifest.dependencies[name]).toBe(versions[name]);
      const installed = JSON.parse(
        readFileSync(join(site, 'node_modules', name, 'package.json'), 'utf8'),
      );
      expect(installed.version).toBe(versions[name]);
      expect(lock).toContain(`'${name}@${versions[name]}'`);
    }
  });

  it('got those packages from the private registry: the lockfile has the registry’s own checksums', async () => {
    const lock = readFileSync(join(site, 'pnpm-lock.yaml'), 'utf8');
    for (const { name } of publishable) {
      const doc = (await (await fetch(`${registry.url}${name.replace('/', '%2f')}`)).json()) as {
        versions: Record<string, { dist: { integrity: string; tarball: string } }>;
      };
      const { dist } = doc.versions[versions[name]!]!;
      expect(dist.tarball.startsWith(registry.url), name).toBe(true);
      expect(lock).toContain(
        `'${name}@${versions[name]}':\n    resolution: {integrity: ${dist.integrity}}`,
      );
    }
  });

  it('builds a prerendered site whose product modal opens and closes in Chromium', async () => {
    const { page, errors } = await open('/urunler/koliler');
    await page.getByRole('button', { name: /Çift Oluklu Koli/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getByRole('heading', { name: 'Çift Oluklu Koli' }).isVisible()).toBe(true);
    expect(await dialog.getByText('Ağır ürünler için sağlam koli.').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors.join('\n')).toBe('');
    await page.close();
  });

  it('validates the site’s own enquiry fields: an empty submit shows each message', async () => {
    const { page, errors } = await open('/');
    const submit = page.getByRole('button', { name: 'Teklif iste' });
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled,
    );
    await submit.click();
    for (const message of [
      'Adınızı yazın.',
      'E-posta adresinizi yazın.',
      'Kaç adet istediğinizi yazın.',
      'İhtiyacınızı kısaca anlatın.',
    ]) {
      expect(await page.getByText(message, { exact: true }).isVisible(), message).toBe(true);
    }
    expect(await page.getByLabel(/^Ad Soyad/).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    expect(await page.getByLabel(/^Sipariş numarası/).getAttribute('aria-invalid')).toBeNull();
    await page.getByLabel(/^Sipariş numarası/).fill('SIP-2026-00042');
    await submit.click();
    expect(
      await page.getByText('En çok 12 karakter yazabilirsiniz.', { exact: true }).isVisible(),
    ).toBe(true);
    // The site's own icon, labelled.
    expect(await page.getByRole('img', { name: 'Koliler' }).isVisible()).toBe(true);
    expect(errors.join('\n')).toBe('');
    await page.close();
  });

  it('states its own currency and country in the structured data', () => {
    const html = readFileSync(
      join(site, 'build', 'client', 'urunler', 'koliler', 'index.html'),
      'utf8',
    );
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => m[1]!,
    );
    const json = blocks.join('\n');
    expect(json).toContain('"priceCurrency":"EUR"');
    expect(json).toContain('"addressCountry":"DE"');
    expect(json).toContain('"German"');
    expect(json).not.toContain('TRY');
  });

  it('ships no string of the first company in any output file', () => {
    const foreignPaths = Object.values(kPagePaths)
      .flatMap((p) => [p.tr, p.en])
      .filter((p) => p !== '/' && !['/urunler', '/products'].includes(p));
    const needles = [
      'Kuzeyhan',
      'kuzeyhan',
      kCompany.name,
      kCompany.legalName,
      kCompany.phone,
      kCompany.phoneHref,
      kCompany.whatsapp,
      kCompany.email,
      kCompany.linkedin,
      kCompany.address.street,
      kCompany.address.district,
      ...kSuppliers.map((s) => s.name),
      ...foreignPaths.map((p) => `"${p}"`),
      ...kCategories.flatMap((c) => [
        `"${c.id}"`,
        c.slug.tr,
        `/${c.slug.en}`,
        `/media/sectors/${c.imageFolder}`,
      ]),
      ...Object.values(kProductKeys)
        .flat()
        .map((key) => `"${key}"`),
      kTr.nav.tagline,
      kEn.nav.tagline,
      kTr.home.hero.slogan,
      kEn.home.hero.slogan,
    ];
    const files = filesOf(join(site, 'build', 'client')).filter((f) =>
      /\.(html|js|css|json|data|svg|txt|xml)$/.test(f),
    );
    expect(files.length).toBeGreaterThan(8);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return needles
        .filter((n) => n && text.includes(n))
        .map((n) => `${file.slice(site.length)}: ${n}`);
    });
    expect(found).toEqual([]);
  });

  it('links on each page only the CSS of the components it renders', () => {
    const client = join(site, 'build', 'client');
    const cssOf = (page: string) =>
      [
        ...readFileSync(join(client, page), 'utf8').matchAll(
          /<link rel="stylesheet" href="([^"]+)"/g,
        ),
      ]
        .map((m) => readFileSync(join(client, m[1]!), 'utf8'))
        .join('\n');
    const home = cssOf('index.html');
    const products = cssOf(join('urunler', 'koliler', 'index.html'));
    expect(home).toContain('EnquiryForm_');
    expect(home).not.toContain('ProductModal_');
    expect(products).toContain('ProductModal_');
    expect(products).toContain('ProductGrid_');
    expect(products).not.toContain('EnquiryForm_');
    for (const css of [home, products]) {
      expect(css).not.toContain('Header_');
      expect(css).toMatch(/--ui-color-primary:\s*#7a4a12/);
    }
    const all = readFileSync(join(repoRoot, 'packages', 'ui', 'dist', 'index.css'), 'utf8');
    expect(home.length + products.length).toBeLessThan(all.length);
  });
});
