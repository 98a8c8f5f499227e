// The two engines Playwright cannot drive here, behind one small interface the journeys use:
// - Firefox: Debian's firefox-esr through WebDriver BiDi, by puppeteer-core (no browser download);
// - WebKit: Debian's WebKitWebDriver (webkit2gtk-driver) driving MiniBrowser in a private Xvfb
//   display, by webdriverio over classic WebDriver (WebKitGTK's driver has no BiDi).
//
// A `Tab` is one browser window at one size with its own storage:
//   goto(path) → HTTP status when the engine tells it (Firefox), else null
//   eval(fn, ...args) → fn's JSON result, run in the page
//   waitFor(fn, args, what) → polls fn in the page until truthy (throws `what` on time-out)
//   click(selector) → a real pointer click on the element (scrolled into view)
//   type(selector, text), press(key), screenshot(file), pageErrors() (Firefox only), close()
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@defne/serve/ops';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
// Shipped by libwebkit2gtk-4.1-0, which webkit2gtk-driver depends on.
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const WAIT_MS = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a truthy value; throws `what` with the last value otherwise. */
async function poll(check, what, timeout = WAIT_MS) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await check();
      if (last) return last;
    } catch (error) {
      // A navigation under way destroys the page's context: try again.
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > end) {
      throw new Error(
        `timed out after ${timeout} ms waiting for ${what} (last: ${JSON.stringify(last)})`,
      );
    }
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------
// Firefox

/**
 * Launches Firefox ESR once; `open()` gives a tab in a fresh browser context (its own storage).
 * @param {{ prefs?: Record<string, unknown> }} [options] extra about:config preferences
 */
export async function launchFirefox({ prefs = {} } = {}) {
  if (!existsSync(FIREFOX)) throw new Error(`${FIREFOX} is missing: apt-get install firefox-esr`);
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: prefs,
  });
  return {
    name: 'firefox',
    version: await browser.version(),
    /**
     * @param {{ base: string, width: number, height: number, initScript?: () => void }} opts
     * initScript runs in every document before the page's own scripts.
     */
    async open({ base, width, height, initScript }) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      if (initScript) await page.evaluateOnNewDocument(initScript);
      const errors = [];
      page.on('pageerror', (error) => errors.push(String(error?.message ?? error)));
      const tab = {
        base,
        page,
        async goto(path) {
          const response = await page.goto(new URL(path, base).href, { waitUntil: 'load' });
          return response?.status() ?? null;
        },
        eval: (fn, ...args) => page.evaluate(fn, ...args),
        waitFor: (fn, args = [], what = String(fn)) => poll(() => page.evaluate(fn, ...args), what),
        async click(selector) {
          const element = await poll(() => page.$(selector), `an element ${selector}`);
          // In view (e.g. in the sticky header), a click where it is: Puppeteer's own click scrolls
          // it to the centre first, which a visitor's tap does not do.
          const box = await element.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const inView =
              r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
            return inView && r.width > 0 ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null;
          });
          if (box) await page.mouse.click(box.x, box.y);
          else await element.click();
        },
        async type(selector, text) {
          await page.locator(selector).fill(text);
        },
        press: (key) => page.keyboard.press(key),
        async reload() {
          await page.reload({ waitUntil: 'load' });
        },
        async screenshot(file) {
          await page.screenshot({ path: file });
        },
        pageErrors: () => errors.splice(0),
        close: () => context.close(),
      };
      return tab;
    },
    close: () => browser.close(),
  };
}

// ---------------------------------------------------------------------------------------------
// WebKit

/** Starts a private Xvfb display (Xvfb chooses a free number and tells it on a pipe). */
async function startXvfb() {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  xvfb.stderr.on('data', (chunk) => (stderr += chunk));
  const display = await new Promise((resolve, reject) => {
    let out = '';
    xvfb.stdio[3].on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${stderr.trim()}`)));
  });
  return { display, stop: () => xvfb.kill('SIGTERM') };
}

/**
 * MiniBrowser's GTK toolbar keeps its window at least ~447 px wide; this stylesheet lets it shrink
 * to a phone's width (the page's own viewport is all the journeys look at).
 */
const GTK_CSS = `
headerbar, toolbar, entry, button, .titlebar { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }
`;

/** Starts Xvfb and WebKitWebDriver; `open()` gives a tab in a new session (its own storage). */
export async function launchWebKit() {
  for (const file of [WEBKIT_DRIVER, MINIBROWSER]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: apt-get install webkit2gtk-driver`);
  }
  const { remote } = await import('webdriverio');
  const x = await startXvfb();
  const config = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: x.display, XDG_CONFIG_HOME: config, WAYLAND_DISPLAY: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let driverLog = '';
  driver.stderr.on('data', (chunk) => (driverLog = (driverLog + chunk).slice(-4000)));
  await poll(
    () => fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok),
    `WebKitWebDriver on port ${port}`,
  );
  const stop = () => {
    driver.kill('SIGTERM');
    x.stop();
    rmSync(config, { recursive: true, force: true });
  };
  let version = '';
  return {
    name: 'webkit',
    get version() {
      return version;
    },
    get log() {
      return driverLog;
    },
    /** @param {{ base: string, width: number, height: number }} opts */
    async open({ base, width, height }) {
      const browser = await remote({
        hostname: '127.0.0.1',
        port,
        path: '/',
        logLevel: 'silent',
        connectionRetryCount: 0,
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        },
      });
      version = `${browser.capabilities.browserName} ${browser.capabilities.browserVersion}`;
      // The window's size holds MiniBrowser's toolbar too: grow it until the page is `width` wide.
      await browser.setWindowSize(width, height);
      const inner = await browser.execute(() => [innerWidth, innerHeight]);
      await browser.setWindowSize(width + (width - inner[0]), height + (height - inner[1]));
      const tab = {
        base,
        browser,
        async goto(path) {
          await browser.url(new URL(path, base).href);
          return null;
        },
        eval: (fn, ...args) => browser.execute(fn, ...args),
        waitFor: (fn, args = [], what = String(fn)) =>
          poll(() => browser.execute(fn, ...args), what),
        async click(selector) {
          const element = await browser.$(selector);
          await element.waitForExist({ timeout: WAIT_MS });
          // Element Click scrolls the element into view itself, only when it is out of view.
          await element.click();
        },
        async type(selector, text) {
          await (await browser.$(selector)).setValue(text);
        },
        press: (key) => browser.keys(key),
        async reload() {
          await browser.refresh();
        },
        async screenshot(file) {
          // WebKitGTK's screenshot is the last painted frame, which may predate a change the
          // journey has just seen in the DOM: let two frames be painted first.
          await browser.executeAsync((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))),
          );
          await browser.saveScreenshot(file);
        },
        pageErrors: () => null,
        close: () => browser.deleteSession(),
      };
      return tab;
    },
    close: async () => stop(),
  };
}
