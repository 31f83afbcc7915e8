import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { sdkCacheDir, sdkEntries } from './build/workspace-bundles.ts';
import { appSource } from './router.config.ts';

const testSupport = new URL('./test/', import.meta.url).pathname;

export default defineProject({
  plugins: [react()],
  // The SDK's bundle (below) of this version of its sources, which runs at the same time share.
  cacheDir: sdkCacheDir(),
  resolve: { alias: { '@/': appSource, '@test/': testSupport } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: [
      'test/support/node-fetch-globals.ts',
      'test/support/testing-library.ts',
      'test/support/shared-state.ts',
      'test/support/bpmn-viewer.tsx',
      'test/support/window-scroll.ts',
    ],
    // One module graph for all files: each file would otherwise import the app and seed the mock store again, some
    // five seconds a file. What modules keep between tests is reset by `shared-state.ts` and `withMockBackend`.
    isolate: false,
    // The SDK is nearly 2,000 generated modules; loaded one by one they cost each test file about two seconds, bundled
    // once they cost a tenth of that. React, TanStack Query and zod stay outside the bundle: the app and the SDK must
    // share one copy of each (one query client context, one zod).
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: sdkEntries,
          rolldownOptions: { external: ['@tanstack/react-query', 'react', 'react-dom', 'zod'] },
        },
      },
    },
    // Each page test seeds the mock store first (about a second, several under load).
    testTimeout: 40_000,
    hookTimeout: 30_000,
  },
});
