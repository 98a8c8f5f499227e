import { defineConfig } from 'vitest/config';

// Unit tests of apps/web: the app's modules (jsdom), its benches' helpers (serving/, node) and the
// picture step (media/, node).
// The serving layer's tests are the kit's (packages/site); the browser suites are Playwright's
// (playwright*.config.ts).
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    include: ['app/**/*.test.{ts,tsx}', 'serving/**/*.test.mjs', 'media/**/*.test.mjs'],
    environment: 'jsdom',
  },
});
