// `npm run gen` writes the engine's runs of the seed (`seeded-runs.gen.json`), which every seed then reads instead of
// running the engine: the same flows, states and inputs on every seed.
import { seedDay } from '../../engine/random.ts';
import { seed } from '../../seed.ts';
import { recordRuns } from './engine.ts';

/** mulberry32: a fixed sequence of random numbers. */
function fixedRandom(seedNumber: number) {
  let state = seedNumber;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The seed's runs as the generated file holds them: one line a run, in digest order. The engine's states hold ids from
 * `Math.random` and message times from `Date.now`: both are fixed while it records, so each run writes the same file.
 */
export async function seededRunsJson(): Promise<string> {
  const { random } = Math;
  const { now } = Date;
  Math.random = fixedRandom(20261123);
  Date.now = () => seedDay.getTime();
  try {
    const runs = await recordRuns(() => seed());
    const lines = [...runs]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([digest, run]) => `${JSON.stringify(digest)}:${JSON.stringify(run)}`);
    return `{\n${lines.join(',\n')}\n}\n`;
  } finally {
    Math.random = random;
    Date.now = now;
  }
}
