import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', search: 'src/product-search.ts', schema: 'src/schema.ts' },
  format: ['esm'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // The icon set's names are data of @defne/ui (a devDependency), built into dist: the published
  // package imports no @defne/ui (src/schema/icons.ts).
  noExternal: ['@defne/ui'],
});
