import { EMPTY } from './money.ts';

/** The platform's default format (documents: 'y-m-d h:i:s'): y year, m month, d day, h hour, i minute, s second. */
export const DATE_TIME_FORMAT = 'y-m-d h:i:s';
export const DATE_FORMAT = 'y-m-d';

export type DateInput = Date | number | string | null | undefined;

/** A 10-digit number is a Unix timestamp in seconds (the backend sends both); it is multiplied by 1000. */
const isSeconds = (value: number) => Number.isInteger(value) && Math.abs(value) >= 1e9 && Math.abs(value) < 1e10;

/** Reads what the backend sends as a time: a Date, milliseconds, 10-digit seconds, a numeric string or a date string. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  let time: number;
  if (typeof value === 'number') time = value;
  else if (/^-?\d+$/.test(value.trim())) time = Number(value.trim());
  else {
    // 'YYYY-MM-DD[ HH:mm:ss]' is local time; `new Date('YYYY-MM-DD')` would read it as UTC, '/' reads it as local.
    const text = value.includes('T') ? value : value.trim().replace(/-/g, '/');
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (!Number.isFinite(time)) return null;
  const date = new Date(isSeconds(time) ? time * 1000 : time);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');
const weekdays = '日一二三四五六';

/**
 * Formats a time with the tokens of the documents: y m d h i s, and a for the weekday (日…六); other characters are
 * kept ('y年m月d日'). '--' when there is no valid time.
 */
export function formatTime(value: DateInput, format: string = DATE_TIME_FORMAT): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  const parts: Record<string, string> = {
    y: String(date.getFullYear()),
    m: pad(date.getMonth() + 1),
    d: pad(date.getDate()),
    h: pad(date.getHours()),
    i: pad(date.getMinutes()),
    s: pad(date.getSeconds()),
    a: weekdays[date.getDay()] ?? '',
  };
  return format.replace(/[ymdhisa]/g, (token) => parts[token] ?? token);
}

/** `YYYY-MM-DD`, or '--'. */
export const formatDate = (value: DateInput) => formatTime(value, DATE_FORMAT);

/** `YYYY-MM-DD HH:mm:ss`, or '--'. */
export const formatDateTime = (value: DateInput) => formatTime(value, DATE_TIME_FORMAT);
