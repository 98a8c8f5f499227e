import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    details: 'src/generated/details.ts',
    'locales/tr': 'src/generated/locales/tr.ts',
    'locales/en': 'src/generated/locales/en.ts',
  },
  format: ['esm'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
