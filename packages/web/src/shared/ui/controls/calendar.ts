// Calendar arithmetic for the date pickers on 'YYYY-MM-DD' strings, with no date library. Dates are calendar days
// with no time zone: weekdays are computed in UTC so daylight saving never shifts a day.

/** A month: `month` is 1–12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** The weekday header, Monday first as on Chinese calendars. */
export const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'] as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' of a calendar day. */
export function formatYmd(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The year, month and day of a 'YYYY-MM-DD' string the parser accepted. */
export function partsOf(date: string): { year: number; month: number; day: number } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
}

/**
 * What the user typed, as 'YYYY-MM-DD', or undefined when it is not a real date. Takes 2026-11-05, 2026-11-5,
 * 2026/11/05, 2026.11.05 and 20261105 (what people type or paste from spreadsheets).
 */
export function parseDate(text: string): string | undefined {
  const trimmed = text.trim();
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(trimmed) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(trimmed);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return formatYmd(year, month, day);
}

/** Today on the user's clock, as 'YYYY-MM-DD'. */
export function todayYmd(now: Date = new Date()): string {
  return formatYmd(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** The month `count` months after (or before, when negative) the given one. */
export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** The day `count` days after (or before) a date. */
export function addDays(date: string, count: number): string {
  const { year, month, day } = partsOf(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + count));
  return formatYmd(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** The same day `count` months later or earlier, kept inside the month (03-31 minus one month is 02-28). */
export function shiftMonths(date: string, count: number): string {
  const { year, month, day } = partsOf(date);
  const target = addMonths({ year, month }, count);
  return formatYmd(target.year, target.month, Math.min(day, daysInMonth(target.year, target.month)));
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(date: string): number {
  const { year, month, day } = partsOf(date);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/**
 * The weeks of a month, Monday to Sunday, each day as 'YYYY-MM-DD' and null for the cells before the 1st and after
 * the last day (the pickers leave them empty rather than showing the neighbouring months).
 */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(formatYmd(year, month, 1)) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(formatYmd(year, month, day));
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The month a date falls in. */
export function monthOf(date: string): YearMonth {
  const { year, month } = partsOf(date);
  return { year, month };
}

/** '2026年11月'. */
export function monthTitle({ year, month }: YearMonth): string {
  return `${year}年${month}月`;
}

/** '2026年11月1日', how a day is read out. */
export function dayLabel(date: string): string {
  const { year, month, day } = partsOf(date);
  return `${year}年${month}月${day}日`;
}

/** Whether a date lies outside the optional bounds (ISO strings compare in date order). */
export function outOfRange(date: string, min?: string, max?: string): boolean {
  return Boolean((min && date < min) || (max && date > max));
}
