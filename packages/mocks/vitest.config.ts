import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mocks',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    setupFiles: ['../../test-support/local-storage.ts'],
    // The files share one module graph (the backend loads once per worker, not once per file): each starts from the
    // seed, put back by undoing what the files before it changed, and nothing else of the backend outlives a file.
    isolate: false,
    // A test that seeds takes a second or two, several while the other worker runs a browser or a page test.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
