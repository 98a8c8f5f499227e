// Watching a page for what a strict CSP can break: CSP violations, console errors, page errors.
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations: { directive: string; blocked: string; sample: string; source: string }[];
  }
}

export interface Watch {
  consoleErrors: string[];
  pageErrors: string[];
  violations(): Promise<Window['__cspViolations']>;
}

/** Call before the first navigation. */
export async function watchPage(page: Page): Promise<Watch> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  const watch: Watch = {
    consoleErrors: [],
    pageErrors: [],
    violations: () => page.evaluate(() => window.__cspViolations ?? []),
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      const text = message.text();
      // A 404 page is fetched with status 404 on purpose; Chromium logs that resource error
      // against the document's own address.
      const from = message.location().url ?? '';
      if (
        /status of 404/.test(text) &&
        message.type() === 'error' &&
        (from.includes('/no-such') || from === page.url())
      )
        return;
      if (
        message.type() === 'error' ||
        /Content.Security.Policy|Permissions-Policy|Refused/i.test(text)
      ) {
        watch.consoleErrors.push(`${message.type()}: ${text} (${message.location().url})`);
      }
    }
  });
  page.on('pageerror', (error) => watch.pageErrors.push(error.message));
  return watch;
}

/** Asserts nothing went wrong so far (violations are read from the current document). */
export async function expectClean(page: Page, watch: Watch, what: string): Promise<void> {
  expect(await watch.violations(), `${what}: CSP violations`).toEqual([]);
  expect(watch.consoleErrors, `${what}: console errors`).toEqual([]);
  expect(watch.pageErrors, `${what}: page errors`).toEqual([]);
}

/** sha256 CSP sources of the executable inline scripts in the live document, hashed by the browser. */
export function hashesInDocument(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // What this browser runs: a classic script (no type, or a JavaScript MIME type) or a script
    // type it says it supports itself (module, importmap, speculationrules); the rest are data.
    const executable = (type: string | null) => {
      const t = (type ?? '').trim().toLowerCase();
      if (t === '' || /^(text|application)\/(x-)?(java|ecma)script$/.test(t)) return true;
      return t !== 'classic' && HTMLScriptElement.supports(t);
    };
    const out: string[] = [];
    for (const script of Array.from(document.querySelectorAll('script'))) {
      if (script.hasAttribute('src') || !executable(script.getAttribute('type'))) continue;
      const digest = await crypto.subtle.digest(
        'SHA-256',
        new TextEncoder().encode(script.textContent ?? ''),
      );
      out.push(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
    }
    return out;
  });
}
