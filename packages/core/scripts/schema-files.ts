// Writes the published JSON Schemas (schema/*.schema.json) and the README's "Content files"
// reference from the zod schema: `pnpm --filter @defne/core schema-files`. A test compares both
// with the schema (src/schema/schema-files.test.ts), so a schema change without this fails CI.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contentFilesReference,
  schemaFileTexts,
  withReference,
} from '../src/schema/schema-files.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const [name, text] of Object.entries(schemaFileTexts())) {
  writeFileSync(join(root, 'schema', name), text);
}
const readme = join(root, 'README.md');
writeFileSync(readme, withReference(readFileSync(readme, 'utf8'), contentFilesReference()));
console.log(
  `wrote schema/*.schema.json (${Object.keys(schemaFileTexts()).length}) and README.md's reference`,
);
