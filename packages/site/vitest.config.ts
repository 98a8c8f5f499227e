import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The React glue and the kit's app modules (enquiries, lazy parts: jsdom), and the picture step
// (node: sharp).
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      { test: { name: 'glue', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
      {
        // The kit's pages read the site's config as `virtual:defne/site`, which `defneSite()`
        // provides in a build: here, a small site of the kit's own tests.
        resolve: {
          alias: {
            'virtual:defne/site': fileURLToPath(new URL('test/site.ts', import.meta.url)),
            'virtual:defne/product-index': fileURLToPath(
              new URL('test/product-index.ts', import.meta.url),
            ),
          },
        },
        test: { name: 'app', include: ['app/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
      {
        test: {
          name: 'node',
          include: ['picture-step/**/*.test.mjs'],
          environment: 'node',
        },
      },
    ],
  },
});
