// Writes the README's "Options" table from the config's schema (`optionsReference` of
// `@defne/site/config`, as built): `pnpm --filter @defne/site options`. A test compares the two
// (src/options-reference.test.ts), so an option changed without this fails CI.
import { readFileSync, writeFileSync } from 'node:fs';
import { optionsReference, withOptionsReference } from '../dist/config.js';

const readme = new URL('../README.md', import.meta.url);
writeFileSync(readme, withOptionsReference(readFileSync(readme, 'utf8'), optionsReference()));
console.log("wrote README.md's Options table");
