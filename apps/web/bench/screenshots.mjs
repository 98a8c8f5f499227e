#!/usr/bin/env node
// `pnpm screenshots`: full-page screenshots of every screen at 1280 and 375 px in both themes,
// for a person to look at (test-results/screens/, git-ignored). Nothing is asserted here: the
// a11y suite measures; this shows. Files are named `NN-screen-width-theme.png` so they sort by
// screen, then width, then theme.
//
// Serves the build itself (@defne/site ops/static-server.mjs on SCREENS_PORT, default 4375) unless
// SCREENS_URL points at a running one. The forms' states need the local outbox at the origin the
// build was made with (VITE_EMAILJS_ORIGIN, default http://127.0.0.1:4174); OUTBOX_URL overrides.
//   VITE_EMAILJS_ORIGIN=http://127.0.0.1:4374 pnpm build
//   OUTBOX_PORT=4374 pnpm --filter @defne/web screenshots
// SCREENS_ONLY=contact,modal takes only the screens whose name contains one of those words.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FULL } from '@defne/site/testing';
import { productCards } from '../e2e/helpers.ts';
import { reachable, spawnSite, waitUntilUp } from './site-server.mjs';

const app = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(app, 'test-results', 'screens');
const port = Number(process.env.SCREENS_PORT ?? 4375);
const outboxPort = Number(process.env.OUTBOX_PORT ?? 4174);
const outbox = process.env.OUTBOX_URL ?? `http://127.0.0.1:${outboxPort}`;
const only = (process.env.SCREENS_ONLY ?? '').split(',').filter(Boolean);
const widths = [1280, 375];
const themes = ['light', 'dark'];

/** Opens the first product card of the page's grid and returns its dialog, settled. */
async function openFirstProduct(page) {
  await productCards(page).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForTimeout(500);
  return dialog;
}

async function serve() {
  if (process.env.SCREENS_URL)
    return { origin: process.env.SCREENS_URL.replace(/\/$/, ''), stop() {} };
  const origin = `http://127.0.0.1:${port}`;
  if (await reachable(`${origin}/`))
    throw new Error(`${origin} is taken: set SCREENS_PORT or SCREENS_URL`);
  let child;
  let stopping = false;
  const start = () => {
    // The kit's server, with the local outbox beside it.
    child = spawnSite(port, {
      env: { OUTBOX: 'on', OUTBOX_PORT: String(outboxPort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // A long run outlives a server someone else stops: start it again.
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.warn(`[screenshots] the server exited (${signal ?? code}): restarting it`);
      start();
    });
  };
  start();
  await waitUntilUp(origin);
  return {
    origin,
    ready: () => waitUntilUp(origin).catch(() => {}),
    stop: () => {
      stopping = true;
      child.kill('SIGTERM');
    },
  };
}

async function setFault(fault) {
  const res = await fetch(`${outbox}/__outbox/fail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!res.ok) throw new Error(`outbox /__outbox/fail: ${res.status} ${await res.text()}`);
}

async function open(page, origin, path) {
  await page.goto(origin + path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready);
}

/** Scrolls to the end and back, so lazy sections, lazy images and counters are all shown. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(innerHeight * 0.7));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 120));
    }
    scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((r) => setTimeout(r, 300));
  });
  await page.waitForLoadState('networkidle');
  // Counters run 2 s after the stagger; images decode.
  await page.waitForTimeout(2400);
  await page.evaluate(() =>
    Promise.all(Array.from(document.images, (img) => img.decode().catch(() => {}))),
  );
  await page.evaluate(() => scrollTo(0, 0));
  await page.waitForTimeout(300);
}

const fill = async (form, values) => {
  for (const [name, value] of Object.entries(values))
    await form.locator(`[name="${name}"]`).fill(value);
};
const contactValues = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  company: 'Örnek Filtre Sanayi ve Ticaret A.Ş.',
  message:
    'Merhaba, F7 sınıfı torba filtre ruloları için fiyat ve teslim süresi öğrenmek istiyoruz.',
};

/**
 * Each screen: a name, a path, and optionally `act(page)` run after load, and `viewport` for
 * screens whose subject is fixed to the viewport (dialogs, the phone menu, scroll targets).
 */
const screens = [
  { name: 'home-tr', path: '/' },
  { name: 'home-en', path: '/', lang: 'en' },
  { name: 'about-tr', path: '/hakkimizda' },
  { name: 'about-en', path: '/about' },
  // The route scrolls to its block: shown as the visitor lands, then whole.
  {
    name: 'mission-landing',
    path: '/mission',
    viewport: true,
    lazy: false,
    act: (p) => p.waitForTimeout(800),
  },
  {
    name: 'vision-landing',
    path: '/vizyon',
    viewport: true,
    lazy: false,
    act: (p) => p.waitForTimeout(800),
  },
  { name: 'sectors-none', path: '/sektorler' },
  { name: 'sectors-en', path: '/sectors' },
  { name: 'sector-filtration', path: '/sektorler/filtrasyon-sistemleri' },
  { name: 'sector-dental-en', path: '/sectors/dental-supplies' },
  {
    name: 'modal-gallery',
    path: '/sektorler/filtrasyon-sistemleri',
    viewport: true,
    act: async (page) => {
      const dialog = await openFirstProduct(page);
      const next = dialog.getByRole('button', { name: /Sonraki|Next/ });
      if (await next.count()) {
        await next.first().click();
        await page.waitForTimeout(400);
      }
    },
  },
  {
    name: 'modal-zoomed',
    path: '/sectors/filtration-systems',
    viewport: true,
    act: async (page) => {
      const dialog = await openFirstProduct(page);
      const img = dialog.locator('img').first();
      const box = await img.boundingBox();
      if (box) {
        await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
        await page.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.35);
        await page.waitForTimeout(400);
      }
    },
  },
  {
    name: 'search-no-result',
    path: '/sektorler',
    act: async (page) => {
      await page.getByRole('searchbox').fill('zzqx vidalı somun');
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'search-hit',
    path: '/sectors',
    act: async (page) => {
      await page.getByRole('searchbox').fill('tape');
      await page.waitForTimeout(800);
    },
  },
  { name: 'suppliers-tr', path: '/tedarikcilerimiz' },
  { name: 'suppliers-en', path: '/suppliers' },
  { name: 'contact-tr', path: '/iletisim' },
  { name: 'contact-en', path: '/contact' },
  {
    name: 'contact-invalid',
    path: '/iletisim',
    act: async (page) => {
      const form = page.locator('main form').first();
      await form.locator('[name="email"]').fill('ayse@');
      await form.getByRole('button', { name: /Gönder|Send/ }).click();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'contact-failure',
    path: '/iletisim',
    act: async (page) => {
      const form = page.locator('main form').first();
      await fill(form, contactValues);
      await setFault({ mode: 'status', status: 500, times: 1 });
      await form.getByRole('button', { name: /Gönder|Send/ }).click();
      await page.getByRole('alert').filter({ hasText: /./ }).first().waitFor();
      await page.waitForTimeout(300);
    },
    after: () => setFault({ mode: 'off' }),
  },
  {
    name: 'contact-success',
    path: '/contact',
    act: async (page) => {
      const form = page.locator('main form').first();
      await fill(form, contactValues);
      await form.getByRole('button', { name: /Gönder|Send/ }).click();
      await page.getByRole('status').filter({ hasText: /./ }).first().waitFor();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'home-form-failure',
    path: '/',
    act: async (page) => {
      const form = page.locator('main form').first();
      await form.scrollIntoViewIfNeeded();
      await fill(form, {
        nameCompany: 'Ayşe Yılmaz — Örnek Filtre A.Ş.',
        email: 'ayse@example.com',
        phone: '+90 212 555 01 23',
        message: 'Numune talebi.',
      });
      await setFault({ mode: 'status', status: 429, times: 1 });
      await form.getByRole('button', { name: /Gönder|Send/ }).click();
      await page.getByRole('alert').filter({ hasText: /./ }).first().waitFor();
      await page.waitForTimeout(300);
    },
    after: () => setFault({ mode: 'off' }),
  },
  { name: 'notfound-tr', path: '/bu-sayfa-yok' },
  // An unknown path has no language: the 404 page follows the stored preference.
  { name: 'notfound-en', path: '/this/page-is-missing', lang: 'en' },
  { name: 'privacy-tr', path: '/kvkk' },
  { name: 'privacy-en', path: '/privacy' },
  {
    name: 'phone-menu',
    path: '/hakkimizda',
    widths: [375],
    viewport: true,
    act: async (page) => {
      await page.getByRole('button', { name: /Menüyü aç|Open menu/ }).click();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'phone-menu-sectors',
    path: '/sectors',
    widths: [375],
    viewport: true,
    act: async (page) => {
      await page.getByRole('button', { name: /Menüyü aç|Open menu/ }).click();
      await page
        .getByRole('navigation', { name: /Ana menü|Main menu/ })
        .getByRole('button', { name: /Sektörler alt menüsü|Sectors submenu/ })
        .click();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'desktop-dropdown',
    path: '/hakkimizda',
    widths: [1280],
    viewport: true,
    act: async (page) => {
      await page
        .getByRole('navigation', { name: /Ana menü|Main menu/ })
        .getByRole('link', { name: /^Sektörler$/ })
        .hover();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'header-scrolled',
    path: '/sektorler',
    viewport: true,
    act: async (page) => {
      await page.evaluate(() => scrollTo(0, 600));
      await page.waitForTimeout(500);
    },
  },
];

/** Keyboard focus: Tab from the top until the focused element matches, then a close-up. */
const focusShots = [
  { name: 'focus-skip-link', path: '/', tabs: 1 },
  { name: 'focus-top-bar', path: '/', match: 'header a[href^="mailto:"]' },
  { name: 'focus-lang', path: '/', match: 'header a[hreflang]' },
  { name: 'focus-theme', path: '/', match: 'header button[aria-pressed]' },
  {
    name: 'focus-nav-link',
    path: '/',
    match: 'header nav li:has(button[aria-expanded]) a',
    width: 1280,
  },
  { name: 'focus-nav-toggle', path: '/', match: 'header nav button[aria-expanded]', width: 1280 },
  {
    name: 'focus-menu-button',
    path: '/',
    match: 'header button[popovertarget]',
    width: 375,
  },
  {
    name: 'focus-hero-button',
    path: '/',
    match: 'main a[class*="button" i], main a[class*="Button" i]',
  },
  { name: 'focus-sector-card', path: '/', match: 'main a[class*="SectorCard_link"]', frame: 'li' },
  { name: 'focus-map', path: '/', match: 'main a[class*="mapLink"]' },
  { name: 'focus-search', path: '/sektorler', match: 'main input[type="search"]' },
  {
    name: 'focus-tile',
    path: '/sektorler',
    match: 'main [aria-pressed], main [role="radio"], main [role="tab"]',
  },
  { name: 'focus-product', path: '/sektorler/dis-malzemeleri', match: 'main button:has(img)' },
  {
    name: 'focus-modal-next',
    path: '/sektorler/dis-malzemeleri',
    match: 'dialog button',
    modal: true,
  },
  { name: 'focus-contact-link', path: '/iletisim', match: 'main a[href^="mailto:"]' },
  { name: 'focus-field', path: '/iletisim', match: 'main form input[name="name"]' },
  { name: 'focus-submit', path: '/iletisim', match: 'main form button[type="submit"]' },
  { name: 'focus-footer', path: '/iletisim', match: 'footer a', from: 'footer' },
];

function fileName(index, name, width, theme) {
  return `${String(index + 1).padStart(2, '0')}-${name}-${width}-${theme}.png`;
}

async function main() {
  if (!existsSync(join(app, 'build', 'client', 'index.html'))) {
    console.error('[screenshots] no build: run pnpm build first');
    process.exit(1);
  }
  if (!only.length && existsSync(outDir)) rmSync(outDir, { recursive: true });
  mkdirSync(outDir, { recursive: true });
  const server = await serve();
  // The server starts the outbox beside it: give it a moment.
  for (let i = 0; i < 50 && !(await reachable(`${outbox}/__outbox/health`)); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!(await reachable(`${outbox}/__outbox/health`))) {
    console.warn(`[screenshots] no outbox at ${outbox}: the form screens will fail`);
  }
  const browser = await chromium.launch(CHROMIUM_FULL);
  const failures = [];
  const wanted = (name) => !only.length || only.some((w) => name.includes(w));
  try {
    const all = [
      ...screens.map((s) => ({ ...s, kind: 'screen' })),
      ...focusShots.map((s) => ({ ...s, kind: 'focus' })),
    ];
    for (const [index, screen] of all.entries()) {
      if (!wanted(screen.name)) continue;
      for (const width of screen.width ? [screen.width] : (screen.widths ?? widths)) {
        for (const theme of themes) {
          const context = await browser.newContext({
            viewport: { width, height: width < 600 ? 812 : 900 },
            // Close-ups of focus rings at 2x, so a 2 px ring is visible as drawn.
            deviceScaleFactor: screen.kind === 'focus' ? 2 : 1,
            colorScheme: theme,
            locale: screen.lang === 'en' ? 'en-US' : 'tr-TR',
            hasTouch: false,
          });
          if (screen.lang) {
            // The stored language preference (packages/site/src/language.ts) decides '/' and 404.
            await context.addInitScript((lang) => localStorage.setItem('lang', lang), screen.lang);
          }
          const page = await context.newPage();
          const errors = [];
          page.on('pageerror', (e) => errors.push(e.message));
          const file = join(outDir, fileName(index, screen.name, width, theme));
          try {
            await server.ready?.();
            await open(page, server.origin, screen.path);
            if (screen.kind === 'focus') {
              await focusShot(page, screen, file);
            } else {
              if (!screen.viewport && screen.lazy !== false) await scrollThrough(page);
              if (screen.act) await screen.act(page);
              // A full-page capture draws fixed and sticky parts where the page is scrolled to.
              if (!screen.viewport) {
                await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
                await page.waitForTimeout(200);
              }
              const horizontal = await page.evaluate(
                () => document.documentElement.scrollWidth - innerWidth,
              );
              if (horizontal > 0)
                console.warn(
                  `[screenshots] ${screen.name} ${width} ${theme}: ${horizontal}px horizontal overflow`,
                );
              await page.screenshot({
                path: file,
                fullPage: !screen.viewport,
                animations: 'disabled',
                caret: 'initial',
              });
            }
            if (errors.length)
              console.warn(`[screenshots] ${screen.name}: page errors: ${errors.join('; ')}`);
            console.log(`  ${file.slice(outDir.length + 1)}`);
          } catch (error) {
            failures.push(`${screen.name} ${width} ${theme}: ${error.message.split('\n')[0]}`);
          } finally {
            await screen.after?.();
            await context.close();
          }
        }
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  const count = readdirSync(outDir).filter((f) => f.endsWith('.png')).length;
  console.log(`[screenshots] ${count} PNG(s) in ${outDir}`);
  if (failures.length) {
    console.error(`[screenshots] ${failures.length} failed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

async function focusShot(page, shot, file) {
  if (shot.modal) await openFirstProduct(page);
  if (shot.from) {
    // Start tabbing just before the region (the footer is far down the tab order).
    await page.evaluate((sel) => {
      const region = document.querySelector(sel);
      const before = document.createElement('button');
      before.id = '__screens-start';
      before.style.cssText = 'position:absolute;opacity:0;width:1px;height:1px';
      region.prepend(before);
      before.focus();
      before.addEventListener('blur', () => before.remove(), { once: true });
    }, shot.from);
  }
  const limit = shot.tabs ?? 80;
  let found = false;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (shot.tabs) continue;
    found = await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, shot.match);
    if (found) break;
  }
  if (!shot.tabs && !found) throw new Error(`no focusable ${shot.match} within ${limit} tabs`);
  await page.waitForTimeout(250);
  const box = await page.evaluate((frame) => {
    const el = document.activeElement;
    // The ring of a card drawn by :focus-within frames the card, not the link inside it.
    const r = ((frame && el.closest(frame)) || el).getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }, shot.frame ?? null);
  const vw = page.viewportSize();
  const pad = 48;
  const x = Math.max(0, box.x - pad);
  const y = Math.max(0, box.y - pad);
  const clip = {
    x,
    y,
    width: Math.min(vw.width - x, box.width + 2 * pad),
    height: Math.min(vw.height - y, box.height + 2 * pad),
  };
  await page.screenshot({ path: file, clip, animations: 'disabled', scale: 'device' });
}

await main();
