import { copyFileSync, readdirSync, statSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per component folder (PascalCase) plus the index, with shared chunks: an app's
// bundler then keeps only the components each route uses, instead of one module with all of them.
const components = readdirSync('src').filter(
  (name) => /^[A-Z]/.test(name) && statSync(`src/${name}`).isDirectory(),
);

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // The icon set's names alone, as data without React: the content check (@defne/core) takes
    // a sector's icon from this list.
    'icon-names': 'src/Icon/names.ts',
    ...Object.fromEntries(components.map((name) => [`${name}/index`, `src/${name}/index.ts`])),
  },
  format: ['esm'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  loader: { '.css': 'local-css' },
  onSuccess: async () => {
    copyFileSync('src/styles/tokens.css', 'dist/tokens.css');
    copyFileSync('src/Icon/icons.svg', 'dist/icons.svg');
  },
});
