import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    core: 'src/core.ts',
    schema: 'src/schema.ts',
    'locales/tr': 'src/generated/locales/tr.ts',
    'locales/en': 'src/generated/locales/en.ts',
  },
  format: ['esm'],
  // Shared code goes to chunks, so `core` holds no Kuzeyhan data.
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
