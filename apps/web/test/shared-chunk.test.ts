// @vitest-environment node
// Reads the real build: the page parts `@defne/site` exports (the contact section, the enquiry
// forms' texts) come with the pages that use them, not in the shared file every page loads. They
// once did, about 1 KB gzip on every page, while the package's index had code of its own
// (packages/site/tsup.config.ts says why).
import { languages, pagePath } from '@defne/content';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadFiles } from './first-load-files';

const client = resolve(__dirname, '../build/client');

/** Text only each part's code has: a key the contact section reads, a key the form texts name. */
const CONTACT_SECTION = '`contact:details.openMap`';
const FORM_TEXTS = '`nameTooLong`';

const firstLoad = (path: string) => firstLoadFiles(client, path);

describe('the shared file every page loads', () => {
  const shared = readdirSync(join(client, 'assets')).filter((f) => /^site-.+\.js$/.test(f));

  it('is one file of the build', () => {
    expect(shared).toHaveLength(1);
  });

  it('carries neither the contact section nor the enquiry forms’ texts', () => {
    const code = readFileSync(join(client, 'assets', shared[0]!), 'utf8');
    expect(code).not.toContain(CONTACT_SECTION);
    expect(code).not.toContain(FORM_TEXTS);
  });

  for (const lang of languages) {
    it(`the contact page (${lang}) loads the contact section with its own route`, () => {
      const files = firstLoad(pagePath('contact', lang));
      const withSection = files.filter((f) => f.code.includes(CONTACT_SECTION)).map((f) => f.url);
      expect(withSection).toHaveLength(1);
      expect(withSection[0]).toMatch(/\/assets\/contact-[^/]+\.js$/);
    });

    it(`a sector page and the home page (${lang}) load neither part`, () => {
      for (const path of [pagePath('sectors', lang), pagePath('home', lang)]) {
        const code = firstLoad(path)
          .map((f) => f.code)
          .join('\n');
        expect(code).not.toContain(CONTACT_SECTION);
        expect(code).not.toContain(FORM_TEXTS);
      }
    });
  }
});
