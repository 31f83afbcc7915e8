import { expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date(2024, 5, 15, 12, 0, 0).getTime();
const ago = (seconds: number) => now - seconds * 1000;

it.each([
  [0, '刚刚'],
  [59, '刚刚'],
  [60, '1分钟前'],
  [3599, '59分钟前'],
  [3600, '1小时前'],
  [86399, '23小时前'],
  [86400, '1天前'],
  [2623859, '30天前'],
  [2623860, '1个月前'],
  [31567859, '12个月前'],
  [31567860, '1年前'],
  [3 * 31567860 + 5, '3年前'],
])('%i seconds ago is %s', (seconds, expected) => {
  expect(formatRelativeTime(ago(seconds), now)).toBe(expected);
});

it('takes 10-digit timestamps as seconds', () => {
  expect(formatRelativeTime(Math.floor(ago(120) / 1000), now)).toBe('2分钟前');
});

it('treats a little clock skew as just now and shows later times in full', () => {
  expect(formatRelativeTime(now + 30_000, now)).toBe('刚刚');
  expect(formatRelativeTime(new Date(2024, 5, 16, 8, 0, 0), now)).toBe('2024-06-16 08:00:00');
});

it('shows -- for an empty time', () => {
  expect(formatRelativeTime(null, now)).toBe('--');
  expect(formatRelativeTime('', now)).toBe('--');
});
