// Issue 27 point 5: the main journeys in Firefox ESR and WebKit, besides the Chromium suites, each
// at a phone and a desktop width, against the built site (no rebuild) served once for the run.
// The sister example's build is served too: every German page of that three-language kit site,
// and its language menu by keyboard (issue 35). Then the fallbacks: Firefox with anchor
// positioning and `popover` turned off runs the header journeys, so the CSS and script an engine
// without them gets have run at least once.
//
//   pnpm --filter @defne/web test:engines        (build the site first)
//   ENGINES=firefox (or webkit) runs one engine; ENGINES_PORT picks the site's port.
// Screenshots: test-results/engines/<engine>-<width>-<journey>.png
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchFirefox, launchWebKit } from './drivers.mjs';
import { JOURNEYS, headerDesktop, headerPhone, pageErrors, resourceErrors } from './journeys.mjs';
import { germanPages, languageMenuByKeyboard, startSister } from './sister.mjs';
import { startSite } from './site.mjs';

const SHOTS = join(import.meta.dirname, '..', 'test-results', 'engines');
mkdirSync(SHOTS, { recursive: true });

const WIDTHS = [
  { name: 'phone', width: 390, height: 844, phone: true },
  { name: 'desktop', width: 1280, height: 800, phone: false },
];
const ENGINES = { firefox: launchFirefox, webkit: launchWebKit };
const chosen = (process.env.ENGINES ?? 'firefox,webkit').split(',').filter((e) => e in ENGINES);

const site = await startSite();
after(() => site.close());
// The sister example, a kit site of three languages (its German pages and language menu).
const sister = await startSister();
after(() => sister.close());

/**
 * Removes `popover` from the platform before any page script runs, as an engine without it would
 * behave: no popover API, and `popover`/`popovertarget` attributes that do nothing (stripped as the
 * parser inserts them, before hydration).
 */
function withoutPopover() {
  for (const name of ['popover', 'showPopover', 'hidePopover', 'togglePopover']) {
    delete HTMLElement.prototype[name];
  }
  for (const name of ['popoverTargetElement', 'popoverTargetAction']) {
    delete HTMLButtonElement.prototype[name];
  }
  const strip = (node) => {
    if (!(node instanceof Element)) return;
    for (const el of [node, ...node.querySelectorAll('[popover], [popovertarget]')]) {
      el.removeAttribute('popover');
      el.removeAttribute('popovertarget');
    }
  };
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(strip);
  }).observe(document, { childList: true, subtree: true });
}

/** Modulepreload errors Firefox fires without a request, per engine (printed at the end). */
const preloadQuirks = {};
after(() => {
  for (const [engine, count] of Object.entries(preloadQuirks)) {
    console.log(
      `# ${engine}: ${count} modulepreload error event(s) for chunks already loaded (Vite's crossorigin preloads, no request; see packages/serve/build-steps/boot-after-load.mjs)`,
    );
  }
});

/**
 * No resource of the page failed for real: the only `error` events allowed on elements are
 * Firefox's for Vite's `<link rel="modulepreload" crossorigin>` of a chunk the server serves (200)
 * and the page has already loaded.
 */
async function checkResources(engine, tab, statusOf = site.statusOf) {
  for (const failed of await resourceErrors(tab)) {
    const { pathname } = new URL(failed.url, tab.base);
    const quirk =
      engine === 'firefox' &&
      failed.tag === 'link' &&
      failed.rel === 'modulepreload' &&
      failed.crossorigin !== null &&
      pathname.startsWith('/assets/') &&
      (await statusOf(pathname)) === 200;
    assert.ok(quirk, `a resource failed: ${JSON.stringify(failed)}`);
    preloadQuirks[engine] = (preloadQuirks[engine] ?? 0) + 1;
  }
}

function context(engine, width, tab) {
  return {
    phone: width.phone,
    shot: (journey) => tab.screenshot(join(SHOTS, `${engine}-${width.name}-${journey}.png`)),
    marker: `engines-${engine}-${width.name}-${Date.now().toString(36)}`,
    outbox: site.outbox,
    statusOf: site.statusOf,
  };
}

for (const engine of chosen) {
  describe(engine, { timeout: 300_000 }, () => {
    let browser;
    before(async () => {
      browser = await ENGINES[engine]();
    });
    after(() => browser?.close());

    for (const width of WIDTHS) {
      describe(`${width.name} ${width.width}×${width.height}`, () => {
        let tab;
        before(async () => {
          tab = await browser.open({ base: site.base, width: width.width, height: width.height });
          const size = await tab.eval(() => [innerWidth, innerHeight]);
          console.log(`# ${browser.name} ${browser.version}: viewport ${size.join('×')}`);
          assert.equal(size[0], width.width, 'the page is as wide as asked');
        });
        after(() => tab?.close());

        for (const [name, journey] of JOURNEYS) {
          test(name, { timeout: 60_000 }, async () => {
            await journey(tab, context(engine, width, tab));
            assert.deepEqual(await pageErrors(tab), [], 'no page errors');
            await checkResources(engine, tab);
          });
        }
      });

      describe(`sister site in German, ${width.name} ${width.width}×${width.height}`, () => {
        let tab;
        before(async () => {
          tab = await browser.open({ base: sister.base, width: width.width, height: width.height });
        });
        after(() => tab?.close());

        test('every German page', { timeout: 120_000 }, async () => {
          const count = await germanPages(tab, sister);
          console.log(`# ${engine} ${width.name}: ${count} German pages, no page errors`);
          await checkResources(engine, tab, sister.statusOf);
        });
        test('language menu by keyboard', { timeout: 60_000 }, async () => {
          await languageMenuByKeyboard(tab, context(`${engine}-sister`, width, tab));
          assert.deepEqual(await pageErrors(tab), [], 'no page errors');
          await checkResources(engine, tab, sister.statusOf);
        });
      });
    }
  });
}

/**
 * The fallbacks, in Firefox: anchor positioning off by its preference (as in Safari 17-18 and
 * Firefox before it shipped), then `popover` removed too (as in older engines).
 */
const FALLBACKS = [
  {
    name: 'without anchor positioning',
    features: { anchor: false, popover: true },
    // Scrolled down, the menu opens where the bar is at the top of the page: under the stuck bar
    // with the top bar's height (2.75rem) between them.
    menuGap: 46,
  },
  {
    name: 'without anchor positioning and popover',
    features: { anchor: false, popover: false },
    initScript: withoutPopover,
    menuGap: 2,
  },
];

if (chosen.includes('firefox')) {
  for (const fallback of FALLBACKS) {
    describe(`fallbacks: Firefox ${fallback.name}`, { timeout: 120_000 }, () => {
      let browser;
      before(async () => {
        browser = await launchFirefox({
          prefs: { 'layout.css.anchor-positioning.enabled': false },
        });
      });
      after(() => browser?.close());

      for (const width of WIDTHS) {
        test(`header at ${width.name} width`, { timeout: 60_000 }, async () => {
          const tab = await browser.open({
            ...width,
            base: site.base,
            initScript: fallback.initScript,
          });
          try {
            const name = `firefox-${fallback.features.popover ? 'no-anchor' : 'no-anchor-no-popover'}`;
            const ctx = { ...context(name, width, tab), menuGap: fallback.menuGap };
            const run = width.phone ? headerPhone : headerDesktop;
            const result = await run(tab, ctx);
            const features = await tab.eval(() => ({
              anchor: CSS.supports('top: anchor(--a bottom)'),
              popover: 'showPopover' in HTMLElement.prototype,
            }));
            assert.deepEqual(features, fallback.features);
            console.log(`# ${fallback.name}, ${width.name}: ${JSON.stringify(result)}`);
            assert.deepEqual(await pageErrors(tab), [], 'no page errors');
          } finally {
            await tab.close();
          }
        });
      }
    });
  }
}
