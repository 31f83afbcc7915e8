import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on two cores, one file at a time, is kept on purpose: a second worker made every file's imports
    // and tests about 2.5 times slower (the main process transforms for both), with no gain in wall time.
    projects: [
      'packages/*',
      'packages/designer/vitest.browser.config.ts',
      { test: { name: 'spec', environment: 'node', include: ['openapi/test/**/*.test.ts'] } },
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['contract/**/*.test.ts'],
          setupFiles: ['test-support/local-storage.ts'],
          // A live backend is one store: its files take turns (each in-process file has its own mock).
          fileParallelism: !process.env.CONTRACT_BASE_URL,
          // Each file seeds the store first: a few seconds on a loaded machine.
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
