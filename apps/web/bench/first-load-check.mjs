#!/usr/bin/env node
// `pnpm bench:first-load [client folder]`: fails when any prerendered page's first-load JavaScript
// (the files its HTML makes the browser load before it hydrates, and its inline scripts; gzip -9)
// is over the limit of issue 54, 140 KB. Reads the build only: no server, no browser, so it runs
// after any build, the sister example's (`../sister-example/build/client`) or a scale bench's copy.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FIRST_LOAD_LIMIT_KB, firstLoadReport } from './first-load.mjs';
import { app } from './site-server.mjs';

const client = resolve(process.argv[2] ?? join(app, 'build', 'client'));
if (!existsSync(join(client, 'index.html'))) {
  console.error(`No build in ${client}: build the site first (pnpm build).`);
  process.exit(1);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const { pages, over } = firstLoadReport(client);
for (const p of pages.slice(0, 5)) {
  console.log(
    `${p.route.padEnd(48)} ${kb(p.total).padStart(9)} (${kb(p.bytes)} in ${p.files} files + ${kb(p.inlineBytes)} inline)`,
  );
}
if (over.length) {
  console.error(
    `\nFirst-load JavaScript over ${FIRST_LOAD_LIMIT_KB} KB on ${over.length} of ${pages.length} pages of ${client}:\n` +
      over
        .slice(0, 12)
        .map((p) => `  ${p.route} ${kb(p.total)}, ${kb(p.total - FIRST_LOAD_LIMIT_KB * 1024)} over`)
        .join('\n') +
      (over.length > 12 ? `\n  … and ${over.length - 12} more` : '') +
      `\nSee docs/performance.md for where a page's bytes go and how to measure them.`,
  );
  process.exit(1);
}
console.log(
  `\nEvery page's first-load JavaScript at most ${FIRST_LOAD_LIMIT_KB} KB (${pages.length} pages; the 5 heaviest above).`,
);
