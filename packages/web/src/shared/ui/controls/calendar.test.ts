import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayLabel,
  daysInMonth,
  formatYmd,
  monthGrid,
  monthTitle,
  outOfRange,
  parseDate,
  shiftMonths,
  todayYmd,
  weekdayIndex,
} from './calendar.ts';

describe('monthGrid', () => {
  it('lays out 2026-11 Monday first: the 1st is a Sunday after six empty cells, the 30th a Monday', () => {
    const weeks = monthGrid(2026, 11);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
    ]);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
  });

  it('needs only four rows for a February starting on a Monday (2027)', () => {
    const weeks = monthGrid(2027, 2);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2027-02-01');
    expect(weeks[3]?.[6]).toBe('2027-02-28');
  });

  it('has every day of the month exactly once', () => {
    const days = monthGrid(2028, 2)
      .flat()
      .filter((d) => d !== null);
    expect(days).toHaveLength(29);
    expect(days[28]).toBe('2028-02-29');
  });
});

describe('parseDate', () => {
  it('normalises the usual ways of typing a date', () => {
    expect(parseDate('2026-11-05')).toBe('2026-11-05');
    expect(parseDate(' 2026-1-5 ')).toBe('2026-01-05');
    expect(parseDate('2026/11/05')).toBe('2026-11-05');
    expect(parseDate('2026.11.5')).toBe('2026-11-05');
    expect(parseDate('20261105')).toBe('2026-11-05');
  });

  it('refuses days that do not exist and other text', () => {
    expect(parseDate('2026-02-29')).toBeUndefined();
    expect(parseDate('2028-02-29')).toBe('2028-02-29');
    expect(parseDate('2026-13-01')).toBeUndefined();
    expect(parseDate('2026-11-31')).toBeUndefined();
    expect(parseDate('2026-11-00')).toBeUndefined();
    expect(parseDate('11/05/2026')).toBeUndefined();
    expect(parseDate('2026-11')).toBeUndefined();
    expect(parseDate('')).toBeUndefined();
  });
});

describe('date arithmetic', () => {
  it('formats with zero padding', () => {
    expect(formatYmd(2026, 3, 7)).toBe('2026-03-07');
  });

  it('counts the days of each month, leap years included', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('moves months across years both ways', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 11 }, -12)).toEqual({ year: 2025, month: 11 });
    expect(addMonths({ year: 2026, month: 11 }, -23)).toEqual({ year: 2024, month: 12 });
  });

  it('moves days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-05', -7)).toBe('2026-10-29');
  });

  it('keeps the day inside the month when shifting by months', () => {
    expect(shiftMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(shiftMonths('2026-11-05', -3)).toBe('2026-08-05');
    expect(shiftMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('numbers weekdays from Monday', () => {
    expect(weekdayIndex('2026-11-02')).toBe(0);
    expect(weekdayIndex('2026-11-01')).toBe(6);
  });

  it('reads today on the local clock', () => {
    expect(todayYmd(new Date(2026, 10, 5, 23, 59))).toBe('2026-11-05');
  });

  it('names months and days in Chinese', () => {
    expect(monthTitle({ year: 2026, month: 11 })).toBe('2026年11月');
    expect(dayLabel('2026-11-05')).toBe('2026年11月5日');
  });

  it('checks the optional bounds', () => {
    expect(outOfRange('2026-11-05')).toBe(false);
    expect(outOfRange('2026-11-05', '2026-11-06')).toBe(true);
    expect(outOfRange('2026-11-05', '2026-11-05', '2026-11-05')).toBe(false);
    expect(outOfRange('2026-11-05', undefined, '2026-11-04')).toBe(true);
  });
});
