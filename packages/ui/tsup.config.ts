import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  loader: { '.css': 'local-css' },
  onSuccess: async () => {
    copyFileSync('src/styles/tokens.css', 'dist/tokens.css');
  },
});
