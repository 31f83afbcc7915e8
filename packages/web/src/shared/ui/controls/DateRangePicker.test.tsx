import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field } from '../Field.tsx';
import { type DateRange, DateRangePicker, type DateRangePickerProps, quickRanges } from './DateRangePicker.tsx';

function Harness({
  initial = ['', ''],
  spy,
  ...props
}: { initial?: DateRange; spy: (value: [string, string]) => void } & Partial<DateRangePickerProps>) {
  const [value, setValue] = useState<DateRange>(initial);
  return (
    <>
      <Field label="下单日期">
        {(control) => (
          <DateRangePicker
            {...control}
            today="2026-11-05"
            {...props}
            value={value}
            onChange={(next) => {
              spy(next);
              setValue(next);
            }}
          />
        )}
      </Field>
      <button type="button">下一项</button>
    </>
  );
}

afterEach(cleanup);

const start = () => screen.getByRole('combobox', { name: '下单日期' }) as HTMLInputElement;
const end = () => screen.getByRole('combobox', { name: '结束日期' }) as HTMLInputElement;
const panel = () => screen.getByRole('dialog', { name: '选择日期范围' });
const day = (label: string) => screen.getByRole('button', { name: label });
const selectedDays = () =>
  within(panel())
    .queryAllByRole('button', { pressed: true })
    .map((b) => b.getAttribute('aria-label'));

it('shows 开始日期 至 结束日期 and two months side by side', async () => {
  render(<Harness spy={vi.fn()} />);
  expect(start().placeholder).toBe('开始日期');
  expect(end().placeholder).toBe('结束日期');
  expect(screen.getByText('至')).toBeTruthy();
  await userEvent.click(start());
  expect(within(panel()).getAllByRole('table')).toHaveLength(2);
  expect(within(panel()).getByText('2026年11月')).toBeTruthy();
  expect(within(panel()).getByText('2026年12月')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: '下个月' }));
  expect(within(panel()).getByText('2026年12月')).toBeTruthy();
  expect(within(panel()).getByText('2027年1月')).toBeTruthy();
});

it('takes a start then an end, across the two months', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} />);
  await userEvent.click(start());
  await userEvent.click(day('2026年11月28日'));
  expect(spy).not.toHaveBeenCalled();
  expect(selectedDays()).toEqual(['2026年11月28日']);
  await userEvent.click(day('2026年12月3日'));
  expect(spy).toHaveBeenCalledExactlyOnceWith(['2026-11-28', '2026-12-03']);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(start().value).toBe('2026-11-28');
  expect(end().value).toBe('2026-12-03');
});

it('swaps an end picked before the start', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} />);
  await userEvent.click(start());
  await userEvent.click(day('2026年11月20日'));
  await userEvent.click(day('2026年11月10日'));
  expect(spy).toHaveBeenCalledExactlyOnceWith(['2026-11-10', '2026-11-20']);
});

it('marks both ends of the chosen range', async () => {
  render(<Harness spy={vi.fn()} initial={['2026-11-10', '2026-11-12']} />);
  await userEvent.click(end());
  expect(selectedDays()).toEqual(['2026年11月10日', '2026年11月12日']);
});

it('fills the quick ranges from today', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} />);
  for (const label of ['最近一周', '最近一个月', '最近三个月']) {
    await userEvent.click(start());
    await userEvent.click(screen.getByRole('button', { name: label }));
  }
  expect(spy.mock.calls.map(([range]) => range)).toEqual([
    ['2026-10-29', '2026-11-05'],
    ['2026-10-05', '2026-11-05'],
    ['2026-08-05', '2026-11-05'],
  ]);
  await userEvent.click(start());
  await userEvent.click(screen.getByRole('button', { name: '清空' }));
  expect(spy).toHaveBeenLastCalledWith(['', '']);
});

it('commits typed ends, swapping an end typed before the start, and drops what is not a date', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} initial={['2026-11-10', '2026-11-20']} />);
  // A pasted end opens the calendar on its month, on the right.
  await userEvent.clear(end());
  await userEvent.paste('2027/3/1');
  expect(within(panel()).getByText('2027年2月')).toBeTruthy();
  expect(within(panel()).getByText('2027年3月')).toBeTruthy();
  await userEvent.clear(end());
  await userEvent.type(end(), '2026/11/1{Enter}');
  expect(spy).toHaveBeenLastCalledWith(['2026-11-01', '2026-11-10']);
  expect(start().value).toBe('2026-11-01');
  expect(end().value).toBe('2026-11-10');
  await userEvent.clear(start());
  await userEvent.type(start(), '11/03/2026');
  await userEvent.click(screen.getByRole('button', { name: '下一项' }));
  expect(spy).toHaveBeenCalledTimes(1);
  expect(start().value).toBe('2026-11-01');
});

it('is chosen with the keyboard: ArrowDown into the grid, Enter on each end', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} initial={['2026-11-27', '']} />);
  start().focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('2026年11月27日');
  await userEvent.keyboard('{Enter}{ArrowDown}{ArrowRight}');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('2026年12月5日');
  await userEvent.keyboard('{Enter}');
  expect(spy).toHaveBeenCalledExactlyOnceWith(['2026-11-27', '2026-12-05']);
});

it('keeps the months in view when the keyboard leaves them', async () => {
  render(<Harness spy={vi.fn()} initial={['2026-12-28', '']} />);
  start().focus();
  await userEvent.keyboard('{ArrowDown}{PageDown}');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('2027年1月28日');
  expect(within(panel()).getByText('2027年1月')).toBeTruthy();
  expect(within(panel()).getByText('2026年12月')).toBeTruthy();
});

describe('quickRanges', () => {
  it('keeps month ends inside shorter months', () => {
    expect(quickRanges('2026-05-31').map((q) => q.range[0])).toEqual(['2026-05-24', '2026-04-30', '2026-02-28']);
  });
});
