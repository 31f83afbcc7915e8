// The deterministic seed: the same data on every run, in the browser, in tests and in the standalone server.
import { db, store } from './db.ts';
import { seedAccounts } from './domains/accounts/seed.ts';
import { resetSessions } from './domains/accounts/session.ts';
import { createFaker, resetSeedIds } from './engine/random.ts';

/** Empties the store and seeds it again; returns how long it took (ms). */
export async function seed(): Promise<number> {
  const started = performance.now();
  store.clear();
  resetSessions();
  resetSeedIds();
  const faker = createFaker();
  await seedAccounts(faker);
  store.startTracking();
  return performance.now() - started;
}

export const rowCounts = () => Object.fromEntries(Object.entries(db).map(([name, table]) => [name, table.count()]));
