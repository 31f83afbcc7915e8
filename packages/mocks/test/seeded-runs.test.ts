import { expect, it } from 'vitest';
import { forgetRuns, runsMade } from '../src/domains/workflow/engine.ts';
import { seed } from '../src/seed.ts';

it('seeds without running the approval engine: every flow and step the seed needs is in the generated file', async () => {
  forgetRuns();
  const before = runsMade();
  await seed();
  expect(runsMade() - before).toBe(0);
});
