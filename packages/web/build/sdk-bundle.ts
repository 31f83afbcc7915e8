// The SDK is some 2,300 generated modules. Served one by one, the development server answers a reload of /login with
// over 2,000 requests; Vite's dependency optimizer bundles it into a few instead, as it does for packages from npm. A
// bundle is keyed by the SDK's sources, so `npm run gen` makes a new one: the tests pick it up on their next run, the
// development server restarts on the change.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { Plugin } from 'vite';

const sdkSource = new URL('../../sdk/src/', import.meta.url).pathname;

/** The SDK's entries the app and the mock backend import. */
export const sdkEntries = ['@zc/sdk', '@zc/sdk/schemas', '@zc/sdk/spec', '@zc/sdk/react', '@zc/sdk/labels'];

/** A digest of the SDK's sources, read in some 50 ms. */
function sdkDigest() {
  const hash = createHash('sha1');
  for (const file of readdirSync(sdkSource, { recursive: true }).map(String).sort()) {
    if (statSync(sdkSource + file).isFile()) hash.update(file).update(readFileSync(sdkSource + file));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Vite keys its bundles to the lockfile alone: each version of the SDK's sources gets a cache of its own. */
export const sdkCacheDir = () => `node_modules/.vite/sdk-${sdkDigest()}`;

/** The development server restarts when the SDK's sources change, bundling the new SDK. */
export function restartOnSdkChange(): Plugin {
  return {
    name: 'zc:restart-on-sdk-change',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(sdkSource);
      let timer: ReturnType<typeof setTimeout> | undefined;
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(sdkSource)) return;
        // `npm run gen` writes many files: one restart once it is done.
        clearTimeout(timer);
        timer = setTimeout(() => void server.restart(), 500);
      });
    },
  };
}
