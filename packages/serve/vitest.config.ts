import { defineConfig } from 'vitest/config';

// The build steps and the servers, in Node (real nginx where it is installed).
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    include: ['build-steps/**/*.test.mjs', 'ops/**/*.test.mjs'],
    environment: 'node',
  },
});
