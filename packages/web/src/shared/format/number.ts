import { EMPTY } from './money.ts';

export type NumberInput = number | string | null | undefined;

/** A finite number from a number or a numeric string; null for anything else ('', 'abc', NaN, null). */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

// Shifting the decimal point through the exponent avoids binary errors: roundTo(1.005, 2) is 1.01, not 1.00.
const shift = (value: number, digits: number) => {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + digits}`);
};
const toDigits =
  (method: (n: number) => number) =>
  (value: NumberInput, digits = 2) => {
    const number = toNumber(value);
    if (number === null) return Number.NaN;
    const result = shift(method(shift(number, digits)), -digits);
    return Object.is(result, -0) ? 0 : result;
  };

/** Rounds down to `digits` decimals (towards minus infinity); NaN for non-numeric input. */
export const floorTo = toDigits(Math.floor);
/** Rounds up to `digits` decimals (towards plus infinity). */
export const ceilTo = toDigits(Math.ceil);
/** Rounds half away from zero to `digits` decimals (1.005 → 1.01, -1.005 → -1.01). */
export const roundTo = toDigits((n) => Math.sign(n) * Math.round(Math.abs(n)));
/** Drops decimals beyond `digits` (towards zero). */
export const truncateTo = toDigits(Math.trunc);

/** `part` as a percentage of `total`, rounded to `digits` decimals; 0 when the total is 0; NaN for non-numeric input. */
export function percent(part: NumberInput, total: NumberInput, digits = 2): number {
  const a = toNumber(part);
  const b = toNumber(total);
  if (a === null || b === null) return Number.NaN;
  return b === 0 ? 0 : roundTo((a / b) * 100, digits);
}

/** '12.35%' with `digits` decimals; '--' for non-numeric input. */
export function formatPercent(part: NumberInput, total: NumberInput, digits = 2): string {
  const value = percent(part, total, digits);
  return Number.isNaN(value) ? EMPTY : `${value.toFixed(digits)}%`;
}

export interface Distribution {
  /** One percentage per input value, each with `digits` decimals, summing to exactly 100 (or all 0 when every value is 0). */
  percentages: number[];
  /** False when the input held something that is not a non-negative number: nothing is distributed then. */
  valid: boolean;
}

/**
 * Shares of 100 for the given values, with `digits` decimals, that add up to exactly 100 (largest remainder: the
 * rounded-down shares get the missing hundredths in order of their cut-off remainders, earlier values first on ties).
 * Non-numeric or negative values are refused with a console warning and `valid: false`.
 */
export function distributePercentages(values: readonly unknown[], digits = 2): Distribution {
  const numbers = values.map(toNumber);
  if (numbers.some((n) => n === null || n < 0)) {
    console.warn('distributePercentages: 只接受非负数值，收到', values);
    return { percentages: [], valid: false };
  }
  const amounts = numbers as number[];
  const total = amounts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return { percentages: amounts.map(() => 0), valid: true };
  const units = 100 * 10 ** digits;
  const exact = amounts.map((n) => (n / total) * units);
  const floors = exact.map(Math.floor);
  let missing = units - floors.reduce((sum, n) => sum + n, 0);
  const order = exact
    .map((n, index) => ({ index, remainder: n - Math.floor(n) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return { percentages: floors.map((n) => shift(n, -digits)), valid: true };
}
