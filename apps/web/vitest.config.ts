import { defineConfig } from 'vitest/config';

// Unit tests of apps/web: the app's components (jsdom) and the serving scripts (node).
// Browser suites are Playwright's (playwright.config.ts, playwright.serving.config.ts).
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'app',
          include: ['app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'serving',
          include: ['serving/**/*.test.{ts,mjs}'],
          environment: 'node',
        },
      },
    ],
  },
});
