import { existsSync } from 'node:fs';

// Debian's Chromium as every browser suite and script here launches it (Playwright's own browser
// download cannot work on these machines), with flags for a quiet, sandbox-free run.

const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Debian's package of Chromium's headless shell (`chromium-headless-shell`). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Debian's full Chromium (`CHROME_PATH` picks another), for what measures what a visitor's browser
 * does: Lighthouse in the bench, as PageSpeed Insights runs it, and the interaction benches.
 */
export const CHROMIUM_FULL = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: flags,
};

/**
 * The Chromium the test suites drive: Chromium's headless shell when it is installed, as
 * Playwright itself runs headless Chromium by default. It is built from the same Chromium source
 * (Blink, V8, the same version in Debian), without the browser's windowing layer, and runs a
 * browser suite in about 40 % less time on two cores (docs/development.md, "How npm test spends
 * its time"). Without it, Debian's full Chromium. `TEST_CHROME_PATH` picks another binary.
 */
export const CHROMIUM = {
  executablePath:
    process.env.TEST_CHROME_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_FULL.executablePath),
  args: flags,
};
