// The deterministic seed: the same data on every run, in the browser, in tests and in the standalone server.

import { resetMockConfig } from './config.ts';
import { resetSessions } from './domains/accounts/session.ts';
import { domains } from './domains/index.ts';
import { setClockOffset } from './engine/clock.ts';
import type { Domain } from './engine/define.ts';
import { fakerFor, resetSeedIds } from './engine/random.ts';
import { store } from './engine/store.ts';

/** How long the last seed took (ms). */
export let lastSeedMs = 0;

/**
 * Empties the store, puts the clock back to the real time and seeds it again, each domain with the faker seeded from
 * its name; returns how long it took (ms). A test seeds the domains in another order their dependencies allow, to show
 * that the data does not depend on it.
 */
export async function seed(order: readonly Domain[] = domains): Promise<number> {
  const started = performance.now();
  store.clear();
  setClockOffset(0);
  resetSessions();
  resetSeedIds();
  for (const domain of order) await domain.seed(fakerFor(domain.name));
  store.startTracking();
  lastSeedMs = performance.now() - started;
  return lastSeedMs;
}

/**
 * The mock as it started: the store as the seed left it (seeded the first time, afterwards only what changed since is
 * undone, in milliseconds), no sessions, the default settings, the real time. Returns how long it took (ms).
 */
export async function resetToSeed(): Promise<number> {
  const started = performance.now();
  resetMockConfig();
  setClockOffset(0);
  resetSessions();
  if (store.seeding) await seed();
  else await store.rewind();
  return performance.now() - started;
}

export const rowCounts = () => store.counts();
