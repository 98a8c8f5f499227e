import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', search: 'src/product-search.ts', schema: 'src/schema.ts' },
  format: ['esm'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
