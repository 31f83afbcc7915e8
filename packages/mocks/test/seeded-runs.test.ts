import { expect, it } from 'vitest';
import { runsMade } from '../src/domains/workflow/engine.ts';
import { seed } from '../src/seed.ts';

// A file of its own: the engine remembers runs within a module's life, which would hide a run the file lacks.
it('seeds without running the approval engine: every flow and step the seed needs is in the generated file', async () => {
  await seed();
  expect(runsMade()).toBe(0);
});
