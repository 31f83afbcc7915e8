import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mocks',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    setupFiles: ['../../test-support/local-storage.ts'],
  },
});
