import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { appSource } from './router.config.ts';

const testSupport = new URL('./test/', import.meta.url).pathname;

/** A digest of the SDK's sources, read in some 50 ms. */
function sdkDigest() {
  const root = new URL('../sdk/src/', import.meta.url).pathname;
  const hash = createHash('sha1');
  for (const file of readdirSync(root, { recursive: true }).map(String).sort()) {
    if (statSync(root + file).isFile()) hash.update(file).update(readFileSync(root + file));
  }
  return hash.digest('hex').slice(0, 12);
}

export default defineProject({
  plugins: [react()],
  // Vite keys its bundle of the SDK (below) to the lockfile alone and would test against the SDK before `npm run gen`:
  // each version of the SDK's sources gets a cache of its own, which runs at the same time share.
  cacheDir: `node_modules/.vite/sdk-${sdkDigest()}`,
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
