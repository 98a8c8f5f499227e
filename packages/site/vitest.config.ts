import { defineConfig } from 'vitest/config';

// The React glue and the kit's app modules (enquiries, lazy parts: jsdom), and the picture step
// (node: sharp).
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      { test: { name: 'glue', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
      { test: { name: 'app', include: ['app/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
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
