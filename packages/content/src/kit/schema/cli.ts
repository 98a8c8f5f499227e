/*
 * `node src/kit/schema/cli.ts [dataDir] [outDir]`: this package's generate step (the same command
 * sites run as `defne-content`): checks the content and writes the typed catalogue.
 */
import { runGenerateCommand } from './generate.ts';

process.exitCode = runGenerateCommand(process.argv.slice(2), 'src/generated');
