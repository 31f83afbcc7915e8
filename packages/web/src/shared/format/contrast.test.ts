import { describe, expect, it } from 'vitest';
import { contrastWithWhite, readableOnWhite } from './contrast.ts';

describe('readableOnWhite', () => {
  it('darkens the mall floors’ light colours until text on white (and white on them) reads at 4.5:1', () => {
    for (const colour of ['#fa8c16', '#13c2c2', '#52c41a', '#1890ff']) {
      expect(contrastWithWhite(colour)).toBeLessThan(4.5);
      const readable = readableOnWhite(colour);
      expect(contrastWithWhite(readable)).toBeGreaterThanOrEqual(4.5);
      // Only just: one step lighter would not do, so the colour stays as close to the operator's as it can.
      expect(contrastWithWhite(readable)).toBeLessThan(6);
    }
  });

  it('keeps a colour that reads already, and anything that is not a hex colour', () => {
    expect(readableOnWhite('#c41e3a')).toBe('#c41e3a');
    expect(readableOnWhite('red')).toBe('red');
    expect(contrastWithWhite('#000')).toBeCloseTo(21);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1);
  });
});
