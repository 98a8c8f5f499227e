import { defneSite } from '@defne/site/vite';
import { defineConfig } from 'vitest/config';

// Unit tests of apps/web: the kit's modules over this site's config and pictures (test/, jsdom;
// `defneSite()` hands them site.config.ts) and its benches' helpers (serving/, node). The picture
// step's own tests are the kit's (packages/site/picture-step).
// The serving layer's tests are @defne/serve's (packages/serve); the browser suites are Playwright's
// (playwright*.config.ts).
export default defineConfig({
  plugins: [defneSite()],
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    include: ['test/**/*.test.{ts,tsx}', 'serving/**/*.test.mjs', 'bench/**/*.test.mjs'],
    environment: 'jsdom',
  },
});
