import { expect, it } from 'vitest';
import { ellipsis } from './text.ts';

it.each([
  ['政府采购商城平台', 4, '政府采购...'],
  ['政府采购', 4, '政府采购'],
  ['政府采', 4, '政府采'],
  ['👍👍👍', 2, '👍👍...'],
  ['abc', 0, '...'],
  [null, 4, '--'],
  ['', 4, '--'],
])('ellipsis(%s, %i) is %s', (text, length, expected) => {
  expect(ellipsis(text, length)).toBe(expected);
});
