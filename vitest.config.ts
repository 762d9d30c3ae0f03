import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{app,server,shared,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/support/test-run.ts'],
    setupFiles: ['tests/support/catalogues.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each API test file opens its own database; two workers match this machine's two cores.
    maxWorkers: 2,
  },
});
