import { afterEach, describe, expect, it, vi } from 'vitest';
import { ceilTo, distributePercentages, floorTo, formatPercent, percent, roundTo, truncateTo } from './number.ts';

describe('rounding to n decimals', () => {
  it.each([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [2.345, 1, 2.3],
    [1234.5, 0, 1235],
    ['8.125', 2, 8.13],
    [1e-7, 2, 0],
  ])('roundTo(%s, %i) is %s', (value, digits, expected) => {
    expect(roundTo(value, digits)).toBe(expected);
  });

  it.each([
    [1.239, 2, 1.23, 1.24, 1.23],
    [-1.231, 2, -1.24, -1.23, -1.23],
    [0.1 + 0.2, 1, 0.3, 0.4, 0.3],
    [5, 2, 5, 5, 5],
  ])('%s to %i decimals: floor %s, ceil %s, truncate %s', (value, digits, floor, ceil, truncate) => {
    expect(floorTo(value, digits)).toBe(floor);
    expect(ceilTo(value, digits)).toBe(ceil);
    expect(truncateTo(value, digits)).toBe(truncate);
  });

  it('defaults to 2 decimals and gives NaN for non-numeric input', () => {
    expect(floorTo(3.14659)).toBe(3.14);
    expect(roundTo('abc')).toBeNaN();
    expect(truncateTo(null)).toBeNaN();
  });
});

describe('percentages', () => {
  it('computes and formats a share', () => {
    expect(percent(1, 3)).toBe(33.33);
    expect(percent(2, 3, 0)).toBe(67);
    expect(percent(5, 0)).toBe(0);
    expect(percent('x', 3)).toBeNaN();
    expect(formatPercent(1, 8)).toBe('12.50%');
    expect(formatPercent(1, 8, 1)).toBe('12.5%');
    expect(formatPercent('', 8)).toBe('--');
  });
});

describe('distributePercentages', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const sum = (values: number[]) =>
    roundTo(
      values.reduce((a, b) => a + b, 0),
      2,
    );

  it('makes thirds sum to exactly 100', () => {
    const { percentages, valid } = distributePercentages([1, 1, 1]);
    expect(valid).toBe(true);
    expect(percentages).toEqual([33.34, 33.33, 33.33]);
    expect(sum(percentages)).toBe(100);
  });

  it('gives the missing unit to the largest remainder', () => {
    expect(distributePercentages([1, 2, 3, 7], 0).percentages).toEqual([8, 15, 23, 54]);
    expect(distributePercentages([1, 2, 3, 7], 0).percentages.reduce((a, b) => a + b)).toBe(100);
  });

  it('accepts numeric strings and zero totals', () => {
    expect(distributePercentages(['1', '3']).percentages).toEqual([25, 75]);
    expect(distributePercentages([0, 0])).toEqual({ percentages: [0, 0], valid: true });
  });

  it.each([[[1, 'abc']], [[1, null]], [[Number.NaN]], [[1, -2]]])('warns and refuses %j', (values) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(distributePercentages(values)).toEqual({ percentages: [], valid: false });
    expect(warn).toHaveBeenCalledOnce();
  });
});
