#!/usr/bin/env node
/*
 * `defne-content [dataDir] [outDir]`: a site checks its content data files with the kit's schema and
 * writes its typed catalogue and tr/en texts (the same generator every group site runs). On bad
 * content it prints every problem in plain words and exits with 1.
 */
import { runGenerateCommand } from '../dist/schema.js';

process.exitCode = runGenerateCommand(process.argv.slice(2), 'generated');
