import { type DateInput, formatDateTime, toDate } from './date.ts';
import { EMPTY } from './money.ts';

// The documents' thresholds in seconds; a month is 2623860 s (about 30.4 days) and a year 31567860 s.
const JUST_NOW = 59;
const MINUTES = 3599;
const HOURS = 86399;
const DAYS = 2623859;
const MONTHS = 31567859;

/**
 * How long ago, in words: 刚刚 up to 59 s, then N分钟前, N小时前, N天前, N个月前, N年前 (N rounded down).
 * A time up to a minute in the future (clock skew) is 刚刚; further in the future the full date-time is shown.
 */
export function formatRelativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return EMPTY;
  const seconds = Math.floor((reference.getTime() - date.getTime()) / 1000);
  if (seconds < -JUST_NOW) return formatDateTime(date);
  if (seconds <= JUST_NOW) return '刚刚';
  if (seconds <= MINUTES) return `${Math.floor(seconds / 60)}分钟前`;
  if (seconds <= HOURS) return `${Math.floor(seconds / 3600)}小时前`;
  if (seconds <= DAYS) return `${Math.floor(seconds / 86400)}天前`;
  if (seconds <= MONTHS) return `${Math.floor(seconds / (DAYS + 1))}个月前`;
  return `${Math.floor(seconds / (MONTHS + 1))}年前`;
}
