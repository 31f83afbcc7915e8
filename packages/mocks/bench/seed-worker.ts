// The seed as `npm run bench:seed` (`scripts/bench-seed.ts`) runs it in a Chromium worker: the whole seed, timed
// domain by domain. A worker is a new isolate each time, so every run is a first seed, as a service worker's is when it
// starts. The handlers load first and the seed starts with the script, as in the service worker: what the seed costs
// depends on the heap it finds (without the handlers it measured up to 15% slower).
import '../src/worker-globals.ts';
import '../src/handlers.ts';
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

// At once, as the service worker seeds as soon as its script has run.
seed(timed).then((total) => postMessage({ total, byDomain }));
