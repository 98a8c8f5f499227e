import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

// Browser-safe React glue (index), the prerender entry, build-time helpers (server), the default
// texts and the test helpers are separate entries, so a page's bundle takes only what it uses.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // What the index exports besides the page parts below, as an entry of its own: its code then
    // goes to a shared chunk and the index is re-exports alone. While the index had code of its
    // own, the app's bundler (rolldown) put the page parts it imports in the chunk it was in, so
    // the contact section and the form texts came with every page's shared file (about 1 KB
    // gzip) although one route each uses them. An index of re-exports alone it looks through, as
    // it does `@defne/ui`'s (apps/web/test/shared-chunk.test.ts holds this).
    frame: 'src/frame.ts',
    config: 'src/config.ts',
    // The pages and the form texts as modules of their own: the index re-exports them, and an
    // app's bundler puts each in the chunk of the route that uses it, not in every page's.
    ContactSection: 'src/ContactSection.tsx',
    NotFoundPage: 'src/NotFoundPage.tsx',
    forms: 'src/forms.ts',
    RouterLink: 'src/RouterLink.tsx',
    'entry.server': 'src/entry.server.tsx',
    server: 'src/server.ts',
    texts: 'src/texts/index.ts',
    // German UI texts, which a German site imports: not among every site's defaults.
    'texts/de': 'src/texts/de.ts',
    testing: 'src/testing/index.ts',
    vite: 'src/vite.ts',
    // The enquiry target's rule, which the Vite plugin checks a build by and the pages read.
    'enquiry-env': 'src/enquiry-env.ts',
    // The forms' fields, limits and per-form texts, which the pages and the Vite plugin share.
    'enquiry-fields': 'src/enquiry-fields.ts',
  },
  format: ['esm'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  onSuccess: async () => {
    copyFileSync('styles/site.css', 'dist/site.css');
  },
  external: [
    /^react/,
    /^@react-router\//,
    /^i18next/,
    /^@defne\//,
    'isbot',
    '@playwright/test',
    'vite',
  ],
});
