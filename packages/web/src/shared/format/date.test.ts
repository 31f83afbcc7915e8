import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, toDate } from './date.ts';

const local = new Date(2024, 0, 2, 3, 4, 5); // 2024-01-02 03:04:05 local time, a Tuesday
const seconds = local.getTime() / 1000;

describe('formatTime', () => {
  it('uses the default format y-m-d h:i:s', () => {
    expect(formatTime(local)).toBe('2024-01-02 03:04:05');
  });

  it('multiplies 10-digit timestamps by 1000 and takes longer ones as milliseconds', () => {
    expect(String(seconds)).toHaveLength(10);
    expect(formatTime(seconds)).toBe('2024-01-02 03:04:05');
    expect(formatTime(String(seconds))).toBe('2024-01-02 03:04:05');
    expect(formatTime(local.getTime())).toBe('2024-01-02 03:04:05');
  });

  it('reads date strings as local time', () => {
    expect(formatTime('2024-01-02')).toBe('2024-01-02 00:00:00');
    expect(formatTime('2024-01-02 03:04:05', 'y年m月d日 h时i分')).toBe('2024年01月02日 03时04分');
  });

  it('knows the weekday token', () => {
    expect(formatTime(local, 'y-m-d 星期a')).toBe('2024-01-02 星期二');
  });

  it.each([null, undefined, '', 'not a date', Number.NaN, new Date(Number.NaN)])('shows -- for %s', (value) => {
    expect(formatTime(value)).toBe('--');
  });
});

describe('formatDate and formatDateTime', () => {
  it('give YYYY-MM-DD and YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDate(local)).toBe('2024-01-02');
    expect(formatDateTime(local)).toBe('2024-01-02 03:04:05');
    expect(formatDate(null)).toBe('--');
  });
});

describe('toDate', () => {
  it('leaves 9- and 11-digit numbers as milliseconds', () => {
    expect(toDate(999_999_999)?.getTime()).toBe(999_999_999);
    expect(toDate(10_000_000_000)?.getTime()).toBe(10_000_000_000);
    expect(toDate(1_000_000_000)?.getTime()).toBe(1_000_000_000_000);
  });
});
