import { defineConfig } from 'tsup';

export default defineConfig({
  // `node` holds the fs writers, so the main entry stays browser-safe.
  entry: { index: 'src/index.ts', node: 'src/node.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
