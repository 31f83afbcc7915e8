import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves one of the machine's cores to itself by default: on two cores that runs one file at a time, while
    // the main process sits mostly idle once the modules are transformed.
    maxWorkers: Math.max(availableParallelism(), 2),
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
        },
      },
    ],
  },
});
