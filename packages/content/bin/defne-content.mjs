#!/usr/bin/env node
/*
 * `defne-content [dataDir] [outDir]`: a site checks its content data files with the kit's schema and
 * writes its typed catalogue and tr/en texts (the same generator Kuzeyhan's package runs). On bad
 * content it prints every problem in plain words and exits with 1.
 */
import { resolve } from 'node:path';
import { formatProblems, generateCatalogue } from '../dist/schema.js';

const [dataArg = 'data', outArg = 'generated'] = process.argv.slice(2);
const result = generateCatalogue({ dataDir: resolve(dataArg), outDir: resolve(outArg) });
if (!result.ok) {
  console.error(formatProblems(result.problems));
  process.exit(1);
}
const c = result.content;
console.log(
  `content: ${c.products.length} products in ${c.sectors.length} sectors, ${c.suppliers.length} suppliers, ${c.pages.length} page files checked; ` +
    `${result.written.length ? `wrote ${result.written.join(', ')}` : 'generated files unchanged'}`,
);
