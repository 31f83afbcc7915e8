// The SDK is some 2,300 generated modules; the tests load it through Vite's dependency optimizer, bundled into a few
// (the development server bundles the whole app, `experimental.bundledDev`). The mock backend's service worker is
// bundled apart (`mock-worker.ts`) into the development server's cache. Each cache is keyed by the sources it holds, so
// `npm run gen` or an edit to the mock backend makes a new one: the tests pick it up on their next run, the development
// server restarts on the change.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

// Paths, not `new URL(…, import.meta.url)`: Vite rewrites that form into a served address in the tests.
const sdkSource = `${resolve(import.meta.dirname, '../../sdk/src')}/`;
const mocksSource = `${resolve(import.meta.dirname, '../../mocks/src')}/`;

/** The SDK's entries the app and the mock backend import, bundled for the tests. */
export const sdkEntries = [
  '@zc/sdk',
  '@zc/sdk/schemas',
  '@zc/sdk/spec',
  '@zc/sdk/react',
  '@zc/sdk/labels',
  '@zc/sdk/files',
];

/** A digest of the sources in `directories`, read in some 50 ms. */
function digest(directories: string[]) {
  const hash = createHash('sha1');
  for (const directory of directories)
    for (const file of readdirSync(directory, { recursive: true }).map(String).sort()) {
      if (statSync(directory + file).isFile()) hash.update(file).update(readFileSync(directory + file));
    }
  return hash.digest('hex').slice(0, 12);
}

// Vite keys its bundles to the lockfile alone: each version of the bundled sources gets a cache of its own.
/** The tests' cache: they bundle the SDK alone. */
export const sdkCacheDir = () => `node_modules/.vite/sdk-${digest([sdkSource])}`;
/** The development server's cache: the mock backend's worker, which bundles the SDK too. */
export const devCacheDir = () => `node_modules/.vite/dev-${digest([sdkSource, mocksSource])}`;

/** The development server restarts when the SDK's or the mock backend's sources change, bundling them again. */
export function restartOnBundledChange(): Plugin {
  return {
    name: 'zc:restart-on-bundled-change',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add([sdkSource, mocksSource]);
      let timer: ReturnType<typeof setTimeout> | undefined;
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(sdkSource) && !file.startsWith(mocksSource)) return;
        // `npm run gen` writes many files: one restart once it is done.
        clearTimeout(timer);
        timer = setTimeout(() => void server.restart(), 500);
      });
    },
  };
}
