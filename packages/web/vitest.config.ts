import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/support/node-fetch-globals.ts', 'test/support/testing-library.ts'],
    // Each page test seeds the mock store first (about a second, several under load).
    testTimeout: 40_000,
    hookTimeout: 30_000,
  },
});
