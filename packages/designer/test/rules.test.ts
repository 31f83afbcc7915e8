import { expect, it } from 'vitest';
import { endState, isOpinion, opinionCondition } from '../src/rules/opinion.ts';
import { nextZoom } from '../src/toolbar/zoom.ts';

it('conditions agree on the approval property equal to 0 and reject on it differing', () => {
  expect(opinionCondition('agree', 'approval')).toBe('${approval == 0}');
  expect(opinionCondition('reject', 'approval')).toBe('${approval != 0}');
  expect([isOpinion('agree'), isOpinion('reject'), isOpinion('同意'), isOpinion(undefined)]).toEqual([
    true,
    true,
    false,
    false,
  ]);
});

it('writes state 0 for agree and 1 for reject', () => {
  expect([endState('agree'), endState('reject')]).toEqual(['0', '1']);
});

it('zooms in steps of 0.1 between 0.2 and 4 and explains the limits', () => {
  expect(nextZoom(1, 1)).toEqual({ scale: 1.1 });
  expect(nextZoom(0.3, -1)).toEqual({ scale: 0.2 });
  expect(nextZoom(0.2, -1)).toEqual({ error: 'The zoom ratio cannot be less than 0.2' });
  expect(nextZoom(3.9, 1)).toEqual({ scale: 4 });
  expect(nextZoom(4, 1)).toEqual({ error: 'The zoom ratio cannot be greater than 4' });
  // Steps do not drift: seven steps out of 1 land on 0.3 exactly.
  let scale = 1;
  for (let step = 0; step < 7; step++) scale = (nextZoom(scale, -1) as { scale: number }).scale;
  expect(scale).toBe(0.3);
});
