// Counts the names each entry point of @defne/site exports, as TypeScript sees them (values and
// types), from the declarations the package ships: `pnpm --filter @defne/site exports` after a
// build. The kit's surface is what a site can depend on; this keeps its size in view.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const pkgUrl = new URL('../package.json', import.meta.url);
const { exports } = JSON.parse(readFileSync(pkgUrl, 'utf8'));

/** Each entry point with declarations: its name and its .d.ts (or .ts source) file. */
const entries = Object.entries(exports)
  .map(([name, target]) => {
    const types = typeof target === 'string' ? target : target.types;
    return /\.(?:d\.m?ts|tsx?)$/.test(types ?? '') ? [name, fileURLToPath(new URL(types, pkgUrl))] : null;
  })
  .filter((entry) => entry !== null);

const program = ts.createProgram(
  entries.map(([, file]) => file),
  {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
  },
);
const checker = program.getTypeChecker();

let total = 0;
const rows = [];
for (const [name, file] of entries) {
  const source = program.getSourceFile(file);
  const symbol = source && checker.getSymbolAtLocation(source);
  const count = symbol ? checker.getExportsOfModule(symbol).length : 0;
  total += count;
  rows.push(`${String(count).padStart(4)}  ${name}`);
}
console.log(rows.join('\n'));
console.log(`${String(total).padStart(4)}  in all (${entries.length} entry points)`);
