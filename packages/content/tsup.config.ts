import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'locales/tr': 'src/locales/tr.ts', 'locales/en': 'src/locales/en.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
