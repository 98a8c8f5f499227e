/*
 * `node src/kit/schema/cli.ts [dataDir] [outDir]`: checks the content and writes the typed
 * catalogue. On bad content it prints every problem in plain words and exits with 1 (no stack trace).
 */
import { resolve } from 'node:path';
import { generateCatalogue } from './generate.ts';
import { formatProblems } from './validate.ts';

const [dataArg = 'data', outArg = 'src/generated'] = process.argv.slice(2);
const started = performance.now();
const result = generateCatalogue({ dataDir: resolve(dataArg), outDir: resolve(outArg) });
if (!result.ok) {
  console.error(formatProblems(result.problems));
  process.exit(1);
}
const c = result.content;
console.log(
  `content: ${c.products.length} products in ${c.sectors.length} sectors, ${c.suppliers.length} suppliers, ${c.pages.length} page files checked; ` +
    `${result.written.length ? `wrote ${result.written.join(', ')}` : 'generated files unchanged'} (${Math.round(performance.now() - started)} ms)`,
);
