// The seed as `npm run bench:seed` (`scripts/bench-seed.ts`) runs it in a Chromium worker: the whole seed, timed
// domain by domain. A worker is a new isolate each time, so every run is a first seed, as a service worker's is when it
// starts.
import '../src/worker-globals.ts';
import { domains } from '../src/domains/index.ts';
import type { Domain } from '../src/engine/define.ts';
import { seed } from '../src/seed.ts';

const timed = domains.map((domain) => ({ ...domain, seed: timeOf(domain.name, domain.seed) }));
const byDomain: Record<string, number> = {};

function timeOf(name: string, seedDomain: Domain['seed']): Domain['seed'] {
  return async (faker) => {
    const started = performance.now();
    await seedDomain(faker);
    byDomain[name] = performance.now() - started;
  };
}

addEventListener('message', async () => {
  const total = await seed(timed);
  postMessage({ total, byDomain });
});
