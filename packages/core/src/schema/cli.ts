/*
 * `node src/schema/cli.ts [dataDir] [outDir]`: the `defne-content` command run from source (the
 * published bin runs the built `dist/schema.js`): checks the content and writes the typed catalogue.
 */
import { runGenerateCommand } from './generate.ts';

process.exitCode = runGenerateCommand(process.argv.slice(2), 'generated');
