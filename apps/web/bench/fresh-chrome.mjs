// One Lighthouse run in a browser of its own, as PageSpeed Insights does: a Chrome reused across
// runs is warm (its code caches, its processes) and flatters the blocking time.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FULL } from '@defne/site/testing';

/** Lighthouse's mobile run (its default settings) of `url`; `categories` to score. */
export async function lighthouseInFreshChrome(
  url,
  categories = ['performance', 'accessibility', 'best-practices', 'seo'],
) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_FULL.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_FULL.args],
  });
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
  } finally {
    await chrome.kill();
  }
}
