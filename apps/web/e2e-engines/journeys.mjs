// The main journeys of issue 27 point 5, written once against drivers.mjs's `Tab`, so Firefox and
// WebKit run the very same steps. Each step waits for what a visitor would see (in-page checks
// polled until true) and throws with what it saw instead; each journey ends with a screenshot.
import assert from 'node:assert/strict';
import { productPath } from '@defne/content';
import { ROUTER_ERROR_SCREEN } from '@defne/site/testing';

export const SECTOR = '/sectors/filtration-systems';
export const PRODUCT = productPath('microglassMedia', 'en');
export const PRODUCT_NAME = 'Microglass Filter Media';
/** An unknown product under the English catalogue: the English 404 (D20), status 404. */
export const UNKNOWN_EN = '/sectors/filtration-systems/no-such-product';
/** An unprefixed unknown path: the Turkish 404 for a first visit. */
export const UNKNOWN = '/bu-sayfa-yok';
export const SUCCESS = 'Message Sent Successfully!';

/**
 * Loads `path`, records the page's script errors from then on (React reports a failed hydration
 * through window's error event too), and waits until React has hydrated (<html data-hydrated>).
 * The site boots after the load event, so the listener is in place before any of its code runs.
 */
export async function open(tab, path) {
  await keepErrors(tab);
  const status = await tab.goto(path);
  await listenForErrors(tab);
  await hydrated(tab);
  return status;
}

/** Keeps the errors the current document saw before it is left. */
async function keepErrors(tab) {
  tab.seenErrors ??= [];
  tab.seenResourceErrors ??= [];
  const seen = await tab
    .eval(() => {
      const w = /** @type {any} */ (window);
      const errors = { script: w.__engineErrors ?? [], resource: w.__engineResourceErrors ?? [] };
      if (w.__engineErrors) w.__engineErrors = [];
      if (w.__engineResourceErrors) w.__engineResourceErrors = [];
      return errors;
    })
    .catch(() => ({ script: [], resource: [] }));
  tab.seenErrors.push(...seen.script);
  tab.seenResourceErrors.push(...seen.resource);
}

function listenForErrors(tab) {
  return tab.eval(() => {
    const w = /** @type {any} */ (window);
    if (w.__engineErrors) return;
    w.__engineErrors = [];
    w.__engineResourceErrors = [];
    addEventListener('error', (e) => w.__engineErrors.push(String(e.message)));
    addEventListener('unhandledrejection', (e) => w.__engineErrors.push(String(e.reason)));
    // A resource that failed (a <link>, <script> or <img>) fires `error` on its element, which
    // only a capturing listener sees.
    addEventListener(
      'error',
      (e) => {
        const el = e.target;
        if (!(el instanceof Element)) return;
        w.__engineResourceErrors.push({
          tag: el.tagName.toLowerCase(),
          rel: el.getAttribute('rel'),
          crossorigin: el.getAttribute('crossorigin'),
          url:
            /** @type {any} */ (el).href ||
            /** @type {any} */ (el).currentSrc ||
            /** @type {any} */ (el).src ||
            '',
        });
      },
      true,
    );
  });
}

/**
 * Resources that fired `error` since the last call. Firefox fires it on Vite's
 * `<link rel="modulepreload" crossorigin>` for a chunk the page already loaded, without a request
 * (packages/serve/build-steps/boot-after-load.mjs explains it): those are told apart from real failures
 * by the caller, who asks the server for each file.
 */
export async function resourceErrors(tab) {
  await keepErrors(tab);
  return tab.seenResourceErrors.splice(0);
}

/** Reloads the page, errors still recorded. */
export async function reload(tab) {
  await keepErrors(tab);
  await tab.reload();
  await listenForErrors(tab);
}

export const hydrated = (tab) =>
  tab.waitFor(() => document.documentElement.hasAttribute('data-hydrated'), [], 'hydration');

/** Script errors seen by the page (and, in Firefox, by the driver) since it was opened. */
export async function pageErrors(tab) {
  await keepErrors(tab);
  const seen = tab.seenErrors.splice(0);
  // Firefox's driver sees them too: one report per error is enough.
  const driver = tab.pageErrors() ?? [];
  return driver.length > seen.length ? driver : seen;
}

const h1Text = () => document.querySelector('h1')?.textContent?.trim() ?? null;

/** home → sector → product modal: gallery, zoom, Escape, focus back on the card. */
export async function productModal(tab, { shot }) {
  await open(tab, '/en');
  await tab.click(`main a[href="${SECTOR}"]`);
  await tab.waitFor(
    (path) =>
      location.pathname === path &&
      document.querySelector('h1')?.textContent?.trim() === 'Filtration Systems',
    [SECTOR],
    'the sector page after a click on its card',
  );
  const card = `main a[href="${PRODUCT}"]`;
  await tab.click(card);
  await tab.waitFor(
    (path) =>
      location.pathname === path &&
      Boolean(document.querySelector('dialog[open] h2, dialog[open] h1')),
    [PRODUCT],
    'the modal open at the product URL',
  );
  const title = await tab.eval(() =>
    document.querySelector('dialog[open]').getAttribute('aria-labelledby'),
  );
  assert.match(
    await tab.eval((id) => document.getElementById(id)?.textContent ?? '', title),
    /Microglass/,
  );
  const counter = () => document.querySelector('dialog[open] p[aria-live]')?.textContent?.trim();
  const first = await tab.waitFor(
    () =>
      /^1 \/ \d+$/.test(
        document.querySelector('dialog[open] p[aria-live]')?.textContent?.trim() ?? '',
      ) && document.querySelector('dialog[open] p[aria-live]').textContent.trim(),
    [],
    "the counter at '1 / total'",
  );
  const total = Number(first.split('/')[1]);
  assert.ok(total > 1, `the gallery has ${total} picture(s)`);
  await tab.click('dialog[open] button[aria-label="Previous image"]');
  await tab.waitFor(
    (want) => document.querySelector('dialog[open] p[aria-live]')?.textContent?.trim() === want,
    [`${total} / ${total}`],
    `previous wraps to '${total} / ${total}'`,
  );
  await tab.click('dialog[open] button[aria-label="Next image"]');
  await tab.waitFor(
    (want) => document.querySelector('dialog[open] p[aria-live]')?.textContent?.trim() === want,
    ['1 / ' + total],
    `next wraps back to '1 / ${total}'`,
  );
  assert.equal(await tab.eval(counter), `1 / ${total}`);
  assert.equal(await tab.eval(() => getComputedStyle(document.body).overflow), 'hidden');
  await tab.click('dialog[open] button[aria-pressed]');
  await tab.waitFor(
    () =>
      document.querySelector('dialog[open] button[aria-pressed]')?.getAttribute('aria-pressed') ===
        'true' && Boolean(document.querySelector('dialog[open] [data-zoomed]')),
    [],
    'the picture zoomed',
  );
  // The zoomed picture is really scaled up on screen.
  const scale = await tab.eval(() => {
    const img = document.querySelector('dialog[open] [data-zoomed]');
    return new DOMMatrix(getComputedStyle(img).transform).a;
  });
  assert.ok(scale > 1, `zoom scales the picture (matrix a = ${scale})`);
  await shot('modal');
  await tab.press('Escape');
  await tab.waitFor(
    (path, sel) =>
      !document.querySelector('dialog[open]') &&
      location.pathname === path &&
      document.activeElement === document.querySelector(sel),
    [SECTOR, card],
    'Escape closing the modal, back at the sector URL, focus on the card',
  );
  assert.notEqual(await tab.eval(() => getComputedStyle(document.body).overflow), 'hidden');
}

/** Desktop: every dropdown opens below the bar, visible and on top, and Escape closes it. */
export async function headerDesktop(tab, { shot }) {
  await open(tab, '/about');
  const toggles = await tab.eval(() =>
    [...document.querySelectorAll('header nav button[aria-expanded][aria-controls]')].map((b) =>
      b.getAttribute('aria-controls'),
    ),
  );
  assert.ok(toggles.length >= 2, `the header has dropdowns (${toggles.length})`);
  const boxes = [];
  for (const [i, id] of toggles.entries()) {
    const toggle = `header nav button[aria-controls="${id}"]`;
    await tab.click(toggle);
    const box = await tab.waitFor(
      (toggleSel, listId) => {
        const list = document.getElementById(listId);
        if (document.querySelector(toggleSel).getAttribute('aria-expanded') !== 'true')
          return false;
        if (!list || list.hidden) return false;
        const r = list.getBoundingClientRect();
        if (r.height < 20 || getComputedStyle(list).visibility === 'hidden') return false;
        const first = list.querySelector('a');
        const f = first.getBoundingClientRect();
        // What a click at the first entry's centre would reach: the entry itself (nothing covers it).
        const hit = document.elementFromPoint(f.left + f.width / 2, f.top + f.height / 2);
        // The header bar: the element around the navigation whose class names it the main bar.
        let barEl = document.querySelector('header nav').parentElement;
        while (barEl && !/mainBar/.test(barEl.className)) barEl = barEl.parentElement;
        const b = (barEl ?? document.querySelector('header')).getBoundingClientRect();
        const bar = { top: b.top, bottom: b.bottom };
        return { top: r.top, left: r.left, right: r.right, bar, onTop: first.contains(hit) };
      },
      [toggle, id],
      `dropdown ${i + 1} open`,
    );
    boxes.push(box);
    assert.ok(
      box.top >= box.bar.bottom - 4,
      `dropdown ${i + 1} opens below the header bar: its top ${box.top} vs the bar's bottom ${box.bar.bottom}`,
    );
    assert.ok(
      box.top <= box.bar.bottom + 8,
      `dropdown ${i + 1} hangs from the bar (top ${box.top}, bar ${box.bar.bottom})`,
    );
    assert.ok(box.onTop, `dropdown ${i + 1}'s first entry is on top (not covered)`);
    assert.ok(
      box.left >= 0 && box.right <= (await tab.eval(() => innerWidth)) + 1,
      'inside the window',
    );
    if (i === toggles.length - 1) await shot('header');
    await tab.press('Escape');
    await tab.waitFor(
      (toggleSel, listId) =>
        document.querySelector(toggleSel).getAttribute('aria-expanded') === 'false' &&
        document.getElementById(listId).hidden &&
        document.activeElement === document.querySelector(toggleSel),
      [toggle, id],
      `Escape closing dropdown ${i + 1}, focus on its toggle`,
    );
  }
  return boxes;
}

const MENU_BUTTON =
  'header button[aria-controls][popovertarget], header button[aria-controls][aria-label="Open menu"], header button[aria-controls][aria-label="Close menu"]';

/** Opens the mobile menu with its button; returns where the menu and the bar are on screen. */
async function openMenu(tab, what) {
  await tab.click(MENU_BUTTON);
  return tab.waitFor(
    () => {
      const nav = document.querySelector('header nav');
      const open = nav.matches('[data-open]') || nav.matches(':popover-open');
      const r = nav.getBoundingClientRect();
      const button = document.querySelector('header button[aria-controls="' + nav.id + '"]');
      // The button's name follows in a React transition after the platform showed the menu.
      const label = button.getAttribute('aria-label');
      if (!open || r.height < 100 || label !== 'Close menu') return false;
      if (
        getComputedStyle(document.documentElement).overflow !== 'hidden' &&
        getComputedStyle(document.body).overflow !== 'hidden'
      )
        return false;
      // The header bar: the element around the navigation whose class names it the main bar.
      let barEl = nav.parentElement;
      while (barEl && !/(^| )\S*mainBar( |$)/.test(barEl.className)) barEl = barEl.parentElement;
      const b = (barEl ?? document.querySelector('header')).getBoundingClientRect();
      const bar = { top: b.top, bottom: b.bottom };
      const at = (el) => {
        const box = el.getBoundingClientRect();
        return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      };
      return {
        top: r.top,
        bottom: r.bottom,
        bar,
        scrollY,
        onTop: nav.contains(at(nav.querySelector('a[href="/suppliers"]'))),
        buttonReachable: button.contains(at(button)),
      };
    },
    [],
    `the mobile menu open, the page locked (${what})`,
  );
}

/**
 * The menu hangs under the bar (within `gap` px: an engine without anchor positioning places it
 * where the bar is at the top of the page), covers neither the bar nor its close button, and is on
 * top of the page.
 */
function checkMenuBox(box, what, gap = 2) {
  assert.ok(box.bar.bottom > 40, `${what}: the header bar is on screen (bottom ${box.bar.bottom})`);
  assert.ok(
    box.top >= box.bar.bottom - 2 && box.top - box.bar.bottom <= gap,
    `${what}: the menu opens right under the bar: its top ${box.top} vs the bar's bottom ${box.bar.bottom}`,
  );
  assert.ok(box.onTop, `${what}: the menu is on top of the page`);
  assert.ok(box.buttonReachable, `${what}: the close button is not covered`);
}

/**
 * Phone: the menu button opens the menu right under the bar, a link navigates and closes it; then,
 * scrolled down (the bar stuck at the top), the menu opens under the bar again and its button
 * closes it where the visitor was.
 */
export async function headerPhone(tab, { shot, menuGap }) {
  await open(tab, '/about');
  assert.equal(
    await tab.eval(() => document.querySelector('header nav').getBoundingClientRect().height),
    0,
  );
  const box = await openMenu(tab, 'at the top of the page');
  checkMenuBox(box, 'at the top of the page');
  await shot('header');
  await tab.click('header nav a[href="/suppliers"]');
  await tab.waitFor(
    () => {
      const nav = document.querySelector('header nav');
      return (
        location.pathname === '/suppliers' &&
        !nav.matches('[data-open]') &&
        nav.getBoundingClientRect().height === 0 &&
        document
          .querySelector('header button[aria-controls="' + nav.id + '"]')
          .getAttribute('aria-label') === 'Open menu' &&
        getComputedStyle(document.body).overflow !== 'hidden'
      );
    },
    [],
    'a menu link navigating and closing the menu',
  );
  // The route change scrolls to the top (smoothly) after the navigation: scroll once it is done.
  await tab.waitFor(
    () => document.activeElement?.tagName === 'H1' && scrollY === 0,
    [],
    'the new page at its top',
  );
  await tab.eval(() => scrollTo({ top: 800, behavior: 'instant' }));
  const y = await tab.waitFor(() => scrollY > 400 && scrollY, [], 'the page scrolled');
  const scrolled = await openMenu(tab, 'scrolled down');
  assert.equal(scrolled.scrollY, y, 'opening the menu keeps the scroll position');
  checkMenuBox(scrolled, 'scrolled down', menuGap);
  await shot('header-scrolled');
  await tab.click(MENU_BUTTON);
  await tab.waitFor(
    (at) =>
      document.querySelector('header nav').getBoundingClientRect().height === 0 &&
      getComputedStyle(document.body).overflow !== 'hidden' &&
      scrollY === at,
    [y],
    'the button closing the menu where the visitor was',
  );
  return { top: box, scrolled };
}

/** The theme toggle (kept across a reload), then the language toggle to the twin page. */
export async function themeAndLanguage(tab, { shot }) {
  await open(tab, '/about');
  const dark = () => document.documentElement.classList.contains('dark');
  const before = await tab.eval(dark);
  await tab.click('header button[data-early-theme]');
  await tab.waitFor(
    (was) =>
      document.documentElement.classList.contains('dark') !== was &&
      localStorage.getItem('theme') === (was ? 'light' : 'dark'),
    [before],
    'the theme switched and stored',
  );
  await reload(tab);
  assert.equal(await tab.eval(dark), !before, 'the chosen theme survives a reload');
  await hydrated(tab);
  const bg = await tab.eval(() => getComputedStyle(document.body).backgroundColor);
  await shot('theme');
  await tab.click('header button[data-early-theme]');
  await tab.waitFor(
    (was) => document.documentElement.classList.contains('dark') === was,
    [before],
    'the theme back',
  );
  assert.notEqual(await tab.eval(() => getComputedStyle(document.body).backgroundColor), bg);
  await tab.click('header a[hreflang="tr"]');
  await tab.waitFor(
    () =>
      location.pathname === '/hakkimizda' &&
      document.documentElement.lang === 'tr' &&
      document.querySelector('h1')?.textContent?.trim() === 'Hakkımızda',
    [],
    'the Turkish twin /hakkimizda',
  );
  await shot('language');
}

/** The contact form sent to the local outbox, up to its success message. */
export async function contactForm(tab, { shot, marker, outbox }) {
  // Our own outbox answers (not another suite's, which may be told to fail) before anything is sent.
  const already = await outbox.messages();
  await open(tab, '/contact');
  const form = 'form:has([name="message"])';
  // The form's code loads when it comes into view, as the visitor scrolls to it.
  await tab.eval((sel) => document.querySelector(sel).scrollIntoView({ block: 'center' }), form);
  await tab.waitFor(
    (sel) => document.querySelector(`${sel} button[type="submit"]`)?.disabled === false,
    [form],
    'the form ready',
  );
  await tab.type(`${form} [name="name"]`, 'Ayşe Yılmaz');
  await tab.type(`${form} [name="email"]`, 'ayse@example.com');
  await tab.type(`${form} [name="company"]`, 'Deneme Ltd.');
  await tab.type(
    `${form} [name="message"]`,
    `We would like a quote for 200 m² of filter media. (${marker})`,
  );
  await tab.click(`${form} button[type="submit"]`);
  await tab.waitFor(
    (sel, text) =>
      [
        ...document.querySelectorAll(
          `${sel} [role="status"], ${sel} ~ [role="status"], [role="status"]`,
        ),
      ].some((n) => n.textContent.includes(text)),
    [form, SUCCESS],
    `'${SUCCESS}'`,
  );
  await shot('contact');
  const got = (await outbox.messages()).filter((m) => JSON.stringify(m.params).includes(marker));
  assert.equal(already.filter((m) => JSON.stringify(m.params).includes(marker)).length, 0);
  assert.equal(got.length, 1, `the outbox got the enquiry once (${got.length})`);
  assert.equal(got[0].params.from_name ?? got[0].params.name ?? 'Ayşe Yılmaz', 'Ayşe Yılmaz');
}

/** A product URL loaded directly: the product as its own page. */
export async function productDirect(tab, { shot }) {
  const status = await open(tab, PRODUCT);
  if (status !== null) assert.equal(status, 200);
  assert.equal(await tab.eval(h1Text), PRODUCT_NAME);
  await tab.waitFor(
    () => {
      const img = document.querySelector('main img');
      return img && img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0;
    },
    [],
    'the product picture shown',
  );
  assert.equal(await tab.eval(() => Boolean(document.querySelector('dialog[open]'))), false);
  await shot('product');
}

/**
 * Unknown addresses: the branded 404 with status 404, in the path's language under a language's
 * prefix; an unprefixed one comes prerendered in Turkish and follows the visitor's stored
 * language once hydrated (D20). Still the 404 after hydration, never the router's error screen.
 */
export async function notFound(tab, { shot, statusOf }) {
  const headings = { en: '404 - Page Not Found', tr: '404 - Sayfa Bulunamadı' };
  for (const [path, lang] of [
    [UNKNOWN_EN, 'en'],
    ['/sektorler/yok', 'tr'],
    [UNKNOWN, null],
  ]) {
    const served = await fetch(new URL(path, tab.base));
    assert.equal(served.status, 404, `${path} answers 404`);
    assert.match(await served.text(), new RegExp(`<html lang="${lang ?? 'tr'}"`));
    const status = (await open(tab, path)) ?? (await statusOf(path));
    assert.equal(status, 404, `${path} answers the browser 404`);
    const shown = await tab.waitFor(
      (want) => {
        const h1 = document.querySelector('h1')?.textContent?.trim();
        const l = document.documentElement.lang;
        return h1 === want[l] && (!want.lang || l === want.lang) && l;
      },
      [{ ...headings, lang }],
      `${path}: the 404 heading${lang ? ` in ${lang}` : ''}`,
    );
    assert.ok(shown, `${path}: ${shown}`);
    assert.equal(
      await tab.eval(
        (pattern) => new RegExp(pattern).test(document.body.innerText),
        ROUTER_ERROR_SCREEN.source,
      ),
      false,
      `${path}: no router error screen`,
    );
    if (path === UNKNOWN_EN) await shot('404');
  }
}

/** The quote list's page in English, and the two products the journey puts on it (D23). */
export const QUOTE_LIST = '/quote-list';
const FELT = productPath('needleFelt', 'en');
const WIRE = productPath('galvanizedWire', 'en');
export const QUOTE_SENT = 'Your quote request was sent!';

/** Whether a live region on the page says `text`. */
const says = (text) =>
  [...document.querySelectorAll('[role="status"]')].some((n) => n.textContent.includes(text));

/**
 * The quote list: a product added from its sector's card and another from its own page, the
 * header counting them; on the list's page a quantity and a unit changed, kept over a reload;
 * then one enquiry with both lines, its success announced, and the outbox holding it once.
 */
export async function quoteList(tab, { shot, marker: journeyMarker, outbox }) {
  // The contact form's journey sends with the same marker.
  const marker = `${journeyMarker}-quote`;
  const already = await outbox.messages();
  await open(tab, SECTOR);
  // A list left by an earlier journey in this browser would change the lines.
  await tab.eval(() => localStorage.removeItem('defne:quote-list'));
  await reload(tab);
  await hydrated(tab);
  await tab.click(`main li:has(a[href="${FELT}"]) form button[type="submit"]`);
  await tab.waitFor(
    says,
    ['"Needle Felt" was added to your quote list.'],
    'the card announcing the add',
  );
  await open(tab, WIRE);
  await tab.click(`main form[action="${QUOTE_LIST}"] button[type="submit"]`);
  await tab.waitFor(
    says,
    ['"Galvanized Wire" was added to your quote list.'],
    'the page announcing the add',
  );
  await tab.waitFor(
    (href) =>
      document.querySelector(`header a[href="${href}"]`)?.textContent.includes('2 products'),
    [QUOTE_LIST],
    'the header counting 2 products',
  );
  await tab.click(`header a[href="${QUOTE_LIST}"]`);
  await tab.waitFor(
    () => document.querySelectorAll('main li fieldset').length === 2,
    [],
    'the list page with its two lines',
  );
  const felt = 'main li:first-child fieldset';
  const wire = 'main li:nth-child(2) fieldset';
  await tab.type(`${felt} input[type="number"]`, '15');
  await tab.eval((sel) => {
    const select = document.querySelector(`${sel} select`);
    select.value = 'roll';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, wire);
  await tab.waitFor(
    () =>
      JSON.parse(localStorage.getItem('defne:quote-list') ?? '[]')
        .map((l) => `${l.quantity} ${l.unit ?? '-'}`)
        .join() === '15 -,1 roll',
    [],
    'the list stored',
  );
  await reload(tab);
  await hydrated(tab);
  const kept = await tab.waitFor(
    (a, b) => {
      const q = document.querySelector(`${a} input[type="number"]`)?.value;
      const u = document.querySelector(`${b} select`)?.value;
      return q === '15' && u === 'roll' && `${q} ${u}`;
    },
    [felt, wire],
    'the quantity and the unit kept over the reload',
  );
  assert.equal(kept, '15 roll');
  const form = 'form:has([name="message"])';
  await tab.type(`${form} [name="name"]`, 'Ayşe Yılmaz');
  await tab.type(`${form} [name="email"]`, 'ayse@example.com');
  await tab.type(`${form} [name="message"]`, `Delivery to Gebze. (${marker})`);
  await tab.click(`${form} button[type="submit"]`);
  await tab.waitFor(says, [QUOTE_SENT], `'${QUOTE_SENT}'`);
  await shot('quote-list');
  const got = (await outbox.messages()).filter((m) => JSON.stringify(m.params).includes(marker));
  assert.equal(already.filter((m) => JSON.stringify(m.params).includes(marker)).length, 0);
  assert.equal(got.length, 1, `the outbox got the quote list once (${got.length})`);
  const message = String(got[0].params.message);
  assert.match(message, /1\. Needle Felt: 15 kg \(http[^)]+\/needle-felt\)/);
  assert.match(message, /2\. Galvanized Wire: 1 roll \(http[^)]+\/galvanized-wire\)/);
  assert.equal(got[0].params.product, 'needleFelt,galvanizedWire');
}

/** Presses Tab, as a visitor would, until `selector` has the focus (at most 40 times). */
export async function tabTo(tab, selector, what) {
  for (let presses = 0; presses < 40; presses++) {
    await tab.press('Tab');
    const reached = await tab.eval(
      (sel) => document.activeElement === document.querySelector(sel),
      selector,
    );
    if (reached) return;
  }
  assert.fail(`Tab reaches ${what}`);
}

/**
 * The header's search by keyboard alone (issue 36): Tab to the header's search button, Enter,
 * type "temiz oda" where the caret waits, the arrow key to the one result, Enter: its page.
 */
export async function searchByKeyboard(tab, { shot }) {
  await open(tab, '/tedarikcilerimiz');
  await tabTo(tab, 'header a[href="/arama"]', "the header's search button");
  await tab.press('Enter');
  await tab.waitFor(
    () =>
      location.pathname === '/arama' &&
      document.activeElement?.matches('main input[type="search"]') === true,
    [],
    'the search page, the caret in its field',
  );
  for (const key of 'temiz oda') await tab.press(key);
  const href = await tab.waitFor(
    () => {
      const links = document.querySelectorAll('main ol a');
      const heard = document.querySelector('main [role="status"]')?.textContent ?? '';
      return (
        links.length === 1 && heard.includes('1 ürün bulundu') && links[0].getAttribute('href')
      );
    },
    [],
    'one result for "temiz oda", its count announced',
  );
  await shot('search');
  await tab.press('ArrowDown');
  await tab.waitFor(
    () => document.activeElement === document.querySelector('main ol a'),
    [],
    'the result focused by the arrow key',
  );
  await tab.press('Enter');
  await tab.waitFor(
    (path) =>
      location.pathname === path &&
      document.querySelector('h1')?.textContent?.trim() === 'Mikroglass Filtre Medyası',
    [href],
    'the product page of the result',
  );
}

export const JOURNEYS = [
  ['home → sector → product modal', productModal],
  ['header', (tab, ctx) => (ctx.phone ? headerPhone(tab, ctx) : headerDesktop(tab, ctx))],
  ['theme and language toggles', themeAndLanguage],
  ['contact form to the outbox', contactForm],
  ['quote list to the outbox', quoteList],
  ['product URL loaded directly', productDirect],
  ['404', notFound],
  ['search by keyboard', searchByKeyboard],
];
