import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { appSource } from './router.config.ts';

const testSupport = new URL('./test/', import.meta.url).pathname;

export default defineProject({
  plugins: [react()],
  // The test bundle of the SDK below is made anew at each run (a second or two): Vite keys it to the lockfile, not to
  // the SDK's sources, and would test against the SDK before `npm run gen`.
  optimizeDeps: { force: true },
  resolve: { alias: { '@/': appSource, '@test/': testSupport } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/support/node-fetch-globals.ts', 'test/support/testing-library.ts'],
    // The SDK is nearly 2,000 generated modules; loaded one by one they cost each test file about two seconds, bundled
    // once they cost a tenth of that. React, TanStack Query and zod stay outside the bundle: the app and the SDK must
    // share one copy of each (one query client context, one zod).
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: ['@zc/sdk', '@zc/sdk/schemas', '@zc/sdk/spec', '@zc/sdk/react', '@zc/sdk/labels'],
          rolldownOptions: { external: ['@tanstack/react-query', 'react', 'react-dom', 'zod'] },
        },
      },
    },
    // Each page test seeds the mock store first (about a second, several under load).
    testTimeout: 40_000,
    hookTimeout: 30_000,
  },
});
