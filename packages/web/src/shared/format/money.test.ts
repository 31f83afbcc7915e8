import { expect, it } from 'vitest';
import { formatMoney } from './money.ts';

it.each([
  [1234567.891, '1,234,567.89'],
  [0, '0.00'],
  [-1299.5, '-1,299.50'],
  ['88', '88.00'],
  [null, '--'],
  [undefined, '--'],
  ['', '--'],
  ['abc', '--'],
])('formats %s as %s', (value, expected) => {
  expect(formatMoney(value)).toBe(expected);
});
