// The rewrite that makes the built pages load their JavaScript after the load event.
import { describe, expect, it } from 'vitest';
import { hashSource } from './headers.mjs';
import {
  BOOT_CODE,
  bootFiles,
  deferBoot,
  pagePartFiles,
  parseRouterModuleScript,
  STREAM_START,
} from './boot-after-load.mjs';

const plainRoute = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/contact-B.js";
  
  window.__reactRouterRouteModules = {"root":route0,"contact.en":route1};

import("/assets/entry.client-C.js");`;

const splitRoute = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-A.js";
import * as route1_clientLoader from "/assets/nf-loader-D.js";
import * as route1_main from "/assets/nf-main-E.js";
const route1 = {...route1_clientLoader,...route1_main};
  
  window.__reactRouterRouteModules = {"root":route0,"not-found":route1};

import("/assets/entry.client-C.js");`;

/**
 * A built page around a module script.
 * @param {string} code
 * @param {string[]} [preloads]
 */
const page = (
  code,
  preloads = ['/assets/manifest-1.js', '/assets/entry.client-C.js', '/assets/react-F.js'],
) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('') +
  `<link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Contact</h1>` +
  `<script>window.__reactRouterContext = {}${STREAM_START}</script>` +
  `<script type="module" async="">${code}</script>` +
  `<script>window.__reactRouterContext.streamController.enqueue(${STREAM_CHUNK});</script>` +
  `<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

/** A chunk of loader data as React Router writes it: a JSON string, `<` and `&` escaped. */
const STREAM_CHUNK = JSON.stringify('[{"_1":2},"loaderData","<b>Ürün & Co</b>"]')
  .replace(/</g, '\\u003c')
  .replace(/>/g, '\\u003e')
  .replace(/&/g, '\\u0026');

/** @param {string | null} html */
function bootData(html) {
  const attr = /data-boot='([^']*)'/.exec(html ?? '')?.[1] ?? '';
  return JSON.parse(attr.replace(/&#39;/g, "'").replace(/&amp;/g, '&'));
}

describe('parseRouterModuleScript', () => {
  it('reads the manifest, the route modules in order and the entry', () => {
    expect(parseRouterModuleScript(plainRoute)).toEqual({
      manifest: '/assets/manifest-1.js',
      routes: [
        ['root', ['/assets/root-A.js']],
        ['contact.en', ['/assets/contact-B.js']],
      ],
      entry: '/assets/entry.client-C.js',
    });
  });

  it('keeps the parts of a split route module in their spread order', () => {
    expect(parseRouterModuleScript(splitRoute)?.routes).toEqual([
      ['root', ['/assets/root-A.js']],
      ['not-found', ['/assets/nf-loader-D.js', '/assets/nf-main-E.js']],
    ]);
  });

  it('returns null for code that is not React Router’s', () => {
    expect(parseRouterModuleScript('import "/x.js";')).toBeNull();
  });
});

describe('deferBoot', () => {
  it('moves the modulepreloads into the boot data and replaces the module script text', () => {
    const out = deferBoot(page(plainRoute));
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain(`<script type="module" async="" data-boot='`);
    expect(out).toContain(`>${BOOT_CODE}</script>`);
    expect(out).not.toContain('import * as route0');
    expect(bootData(out)).toEqual({
      manifest: '/assets/manifest-1.js',
      routes: [
        ['root', ['/assets/root-A.js']],
        ['contact.en', ['/assets/contact-B.js']],
      ],
      entry: '/assets/entry.client-C.js',
      preload: ['/assets/manifest-1.js', '/assets/entry.client-C.js', '/assets/react-F.js'],
    });
    // Everything else of the page stays as it was.
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it('gives every page the same inline code, so the CSP needs one hash for it', () => {
    const a = deferBoot(page(plainRoute));
    const b = deferBoot(page(splitRoute, ['/assets/nf-main-E.js']));
    const code = (/** @type {string | null} */ html) =>
      /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html ?? '')?.[1] ?? '';
    expect(hashSource(code(a))).toBe(hashSource(code(b)));
    expect(hashSource(code(page(plainRoute)))).not.toBe(hashSource(code(a)));
  });

  it('escapes the attribute so a quote or ampersand in a path cannot end it', () => {
    const odd = plainRoute.replace('/assets/contact-B.js', "/assets/it's&more.js");
    const out = deferBoot(page(odd));
    expect(out).toContain('it&#39;s&amp;more.js');
    expect(bootData(out).routes[1][1]).toEqual(["/assets/it's&more.js"]);
  });

  it('turns the loader data scripts into data blocks, the same on every page, for the boot code to stream', () => {
    const out = /** @type {string} */ (deferBoot(page(plainRoute)));
    expect(out).toContain(
      `<script type="application/json" data-router-stream>${STREAM_CHUNK}</script>`,
    );
    expect(out).not.toContain('<script>window.__reactRouterContext.streamController');
    const block = /data-router-stream>([^<]*)</.exec(out)?.[1] ?? '';
    expect(JSON.parse(block)).toBe('[{"_1":2},"loaderData","<b>Ürün & Co</b>"]');
    expect(BOOT_CODE).toContain('script[data-router-stream]');
    // Two pages with different data: their executable inline scripts are the same.
    const other = deferBoot(page(plainRoute).replace('Ürün', 'Başka ürün')) ?? '';
    const executable = (/** @type {string} */ html) =>
      [...html.matchAll(/<script(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
        hashSource(m[1] ?? ''),
      );
    expect(other).not.toBe(out);
    expect(executable(other)).toEqual(executable(out));
  });

  it('leaves the stream to the boot code: the context script only sets the context', () => {
    const out = /** @type {string} */ (deferBoot(page(plainRoute)));
    expect(out).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(out.replace(BOOT_CODE, '')).not.toContain('ReadableStream');
    expect(BOOT_CODE).toContain('new ReadableStream');
    expect(BOOT_CODE).toContain('new TextEncoderStream');
    // A context script that makes its stream some other way is refused, not half rewritten.
    const other = page(plainRoute).replace(
      STREAM_START,
      ';window.__reactRouterContext.stream = 1;',
    );
    expect(() => deferBoot(other)).toThrow(/context script/);
  });

  it('refuses loader data scripts it does not know, and a stream with no end', () => {
    const unknown = page(plainRoute).replace(/enqueue\([^)]*\)/, 'enqueue(window.someChunk)');
    expect(() => deferBoot(unknown)).toThrow(/loader data script/);
    const open = page(plainRoute).replace(
      '<script>window.__reactRouterContext.streamController.close();</script>',
      '',
    );
    expect(() => deferBoot(open)).toThrow(/no end script/);
  });

  it('is idempotent, leaves a page without a module script alone and refuses a half-known one', () => {
    const once = /** @type {string} */ (deferBoot(page(plainRoute)));
    expect(deferBoot(once)).toBe(once);
    expect(deferBoot('<html><body><p>static</p></body></html>')).toBeNull();
    expect(() => deferBoot(page('import "/assets/app.js";'))).toThrow(/unrecognised/);
  });

  it('lists the files a first visit downloads', () => {
    expect(bootFiles(/** @type {string} */ (deferBoot(page(splitRoute))))).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-A.js',
      '/assets/nf-loader-D.js',
      '/assets/nf-main-E.js',
      '/assets/entry.client-C.js',
      '/assets/react-F.js',
    ]);
    expect(bootFiles('<html></html>')).toBeNull();
  });
});

describe('page parts', () => {
  // A route whose module loads its grid or its product page as chunks of their own, as the
  // bundler writes them (template-literal imports, static imports of shared chunks).
  /** @type {Record<string, string>} */
  const assets = {
    '/assets/contact-B.js':
      'import{a as e}from"./site-S.js";const g=()=>e(()=>import(`./Grid-G1.js`),[]),' +
      'p=()=>e(()=>import("./Page-P1.js"),[]);export{g as default};',
    '/assets/Grid-G1.js': 'import{t}from"./shared-H.js";import{a}from"./site-S.js";export{};',
    '/assets/Page-P1.js': 'import{t}from"./shared-H.js";export{};',
    '/assets/shared-H.js': 'import"./site-S.js";export const t=1;',
    '/assets/site-S.js': 'export const a=1;',
  };
  const read = (/** @type {string} */ url) => assets[url] ?? null;
  const withPart = (/** @type {string} */ name) =>
    page(plainRoute).replace(
      '<h1>Contact</h1>',
      `<div class="x" data-chunk="${name}"><h1>Contact</h1></div>`,
    );

  it('preloads the chunk of the part a page shows and the chunks it imports, and keeps the marker', () => {
    expect(pagePartFiles(withPart('Grid'), ['/assets/contact-B.js'], read)).toEqual([
      '/assets/Grid-G1.js',
      '/assets/shared-H.js',
      '/assets/site-S.js',
    ]);
    const out = /** @type {string} */ (deferBoot(withPart('Page'), read));
    expect(bootData(out).preload).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-C.js',
      '/assets/react-F.js',
      '/assets/Page-P1.js',
      '/assets/shared-H.js',
      '/assets/site-S.js',
    ]);
    // The route module reads it to start loading its part before the first render.
    expect(out).toContain('<div class="x" data-chunk="Page"><h1>Contact</h1></div>');
  });

  it('leaves a page without parts as it was, and refuses a part its route does not load', () => {
    expect(pagePartFiles(page(plainRoute), ['/assets/contact-B.js'], read)).toEqual([]);
    expect(() => deferBoot(withPart('Missing'), read)).toThrow(/data-chunk="Missing"/);
  });
});
