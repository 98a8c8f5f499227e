#!/usr/bin/env node
// defne-edit [--content DIR] [--languages tr,en,de] [--fallback CODE] [--catalogue CODE=PATH]…
//   [--port N] [--site URL] [--locale CODE] [--no-open]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultLanguages, languageCodes } from '@defne/core';
import { languagesFlag } from '@defne/core/schema';
import { cataloguePaths } from '../src/catalogue.mjs';
import { startEditor } from '../src/server.mjs';

const { values } = parseArgs({
  options: {
    content: { type: 'string', default: process.env.DEFNE_CONTENT ?? 'content' },
    port: { type: 'string', default: process.env.EDITOR_PORT ?? '4520' },
    site: { type: 'string', default: process.env.SITE_URL ?? 'http://localhost:4173' },
    languages: { type: 'string' },
    fallback: { type: 'string' },
    catalogue: { type: 'string', multiple: true, default: [] },
    // The first two languages' flags from before the list: kept so existing scripts still run.
    'catalogue-tr': { type: 'string' },
    'catalogue-en': { type: 'string' },
    locale: { type: 'string', default: process.env.EDITOR_LOCALE ?? 'tr' },
    open: { type: 'boolean', default: true },
    'no-open': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(`defne-edit: the browser editor of a site's content (Decap CMS on the local working copy)

  --content DIR         the site's content folder, holding data/ and media/ (default ./content)
  --languages CODES     the site's content languages, the default one first, as defne-content
                        takes them (default tr,en): a field per language in every text
  --fallback CODE       the site config's fallbackLanguage, as defne-content --fallback takes it:
                        every other language may leave a text blank (the site shows this one's)
  --catalogue CODE=P    the catalogue (sectors) page's path in one language, e.g. de=/produkte;
                        once per language, then each entry links to its pages in every language
  --catalogue-tr P      the same as --catalogue tr=P (and --catalogue-en P as --catalogue en=P)
  --port N              default 4520 (EDITOR_PORT)
  --site URL            where the built site is served, for each entry's links (default http://localhost:4173)
  --locale CODE         the editor's own language until staff pick another on its screen:
                        tr, en or a code of --languages (default tr, or EDITOR_LOCALE)
  --no-open             do not open a browser

The address it prints carries this session's secret token: open it only in your own browser,
never share it, paste it into a chat or a ticket, or open it on another computer. A new token is
made each time the editor starts.`);
  process.exit(0);
}

let languages = defaultLanguages;
/** @type {Record<string, string> | undefined} */
let cataloguePath;
try {
  if (values.languages !== undefined) languages = languagesFlag(values.languages);
  if (values.fallback !== undefined && !languageCodes(languages).includes(values.fallback))
    throw new Error(
      `--fallback ${values.fallback}: the fallback language must be one of the site's (${languageCodes(languages).join(', ')})`,
    );
  // `en`, `EN`, `en-GB` or `en_GB.UTF-8` (as a shell's LANG is written) all mean English.
  values.locale = String(values.locale).toLowerCase().split(/[-_.]/)[0] ?? '';
  const editorLanguages = ['tr', 'en', ...languageCodes(languages)];
  if (!editorLanguages.includes(values.locale))
    throw new Error(
      `--locale ${values.locale} (or EDITOR_LOCALE): the editor's language must be one of ${[...new Set(editorLanguages)].join(', ')}`,
    );
  cataloguePath = cataloguePaths(languageCodes(languages), [
    ...(values['catalogue-tr'] ? [`tr=${values['catalogue-tr']}`] : []),
    ...(values['catalogue-en'] ? [`en=${values['catalogue-en']}`] : []),
    ...(values.catalogue ?? []),
  ]);
} catch (error) {
  console.error(`defne-edit: ${/** @type {Error} */ (error).message}`);
  process.exit(2);
}

const contentDir = path.resolve(values.content);
const editor = await startEditor({
  contentDir,
  port: Number(values.port),
  locale: values.locale,
  siteUrl: values.site,
  languages,
  ...(values.fallback !== undefined ? { fallback: values.fallback } : {}),
  cataloguePath,
});
console.log(
  `[editor] editing ${contentDir} in ${languages.list.map((l) => `${l.label} (${l.code})`).join(', ')}`,
);
console.log(
  `[editor] open ${editor.url}\n[editor] (this address holds a secret for this session only: do not share it; Ctrl+C stops the editor; build and serve the site with \`pnpm start\`)`,
);

if (values.open && !values['no-open'] && !process.env.CI) {
  const opener =
    process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  spawn(opener, [editor.url], { stdio: 'ignore', detached: true })
    .on('error', () => undefined)
    .unref();
}

const stop = () => editor.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
