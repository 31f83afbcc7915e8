import { describe, expect, it } from 'vitest';
import { contrast, readableOn } from './contrast.ts';

describe('readableOn', () => {
  it('darkens the mall floors’ light colours until text in them reads at 4.5:1 on the page behind', () => {
    for (const colour of ['#fa8c16', '#13c2c2', '#52c41a', '#1890ff'])
      for (const page of ['#ffffff', '#f8fafc']) {
        expect(contrast(colour, page)).toBeLessThan(4.5);
        const readable = readableOn(colour, page);
        expect(contrast(readable, page)).toBeGreaterThanOrEqual(4.5);
        // Only just: the colour stays as close to the operator's as it can.
        expect(contrast(readable, page)).toBeLessThan(5.5);
      }
  });

  it('keeps a colour that reads already, and anything that is not a hex colour', () => {
    expect(readableOn('#c41e3a')).toBe('#c41e3a');
    expect(readableOn('red')).toBe('red');
    expect(readableOn(undefined)).toBeUndefined();
    expect(contrast('#000', '#fff')).toBeCloseTo(21);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1);
  });
});
