import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { appSource } from './router.config.ts';

const testSupport = new URL('./test/', import.meta.url).pathname;

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@/': appSource, '@test/': testSupport } },
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
