import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A worker per core, not Vitest's default of one fewer: page test files share one module graph per worker, so a
    // second worker on two cores took the whole run from about 320 s to 225 s.
    maxWorkers: availableParallelism(),
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
