import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog.tsx';
import { Field } from '../Field.tsx';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';

function Harness({
  initial = '',
  spy,
  ...props
}: { initial?: string; spy: (value: string) => void } & Partial<DatePickerProps>) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field label="交货日期">
        {(control) => (
          <DatePicker
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

const field = () => screen.getByRole('combobox', { name: '交货日期' }) as HTMLInputElement;
const calendar = () => screen.getByRole('dialog', { name: '选择日期' });
/** The text of each cell of the grid's body rows. */
const gridRows = () =>
  within(calendar())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

it('shows November 2026 Monday first: six empty cells before Sunday the 1st', async () => {
  render(<Harness spy={vi.fn()} />);
  expect(field().placeholder).toBe('请选择日期');
  await userEvent.click(field());
  expect(within(calendar()).getByText('2026年11月')).toBeTruthy();
  const header = within(calendar()).getAllByRole('columnheader');
  expect(header.map((th) => th.textContent)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  const rows = gridRows();
  expect(rows).toHaveLength(6);
  expect(rows[0]).toEqual(['', '', '', '', '', '', '1']);
  expect(rows[1]).toEqual(['2', '3', '4', '5', '6', '7', '8']);
  expect(rows[5]).toEqual(['30', '', '', '', '', '', '']);
  expect(screen.getByRole('button', { name: '2026年11月5日' }).getAttribute('aria-current')).toBe('date');
});

it('writes the picked day as YYYY-MM-DD and closes', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} />);
  await userEvent.click(field());
  await userEvent.click(screen.getByRole('button', { name: '2026年11月18日' }));
  expect(spy).toHaveBeenCalledExactlyOnceWith('2026-11-18');
  expect(field().value).toBe('2026-11-18');
  expect(screen.queryByRole('dialog')).toBeNull();
  await userEvent.click(field());
  expect(screen.getByRole('button', { name: '2026年11月18日', pressed: true })).toBeTruthy();
  expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
});

it('moves by month and year with ‹ › « »', async () => {
  render(<Harness spy={vi.fn()} initial="2026-01-15" />);
  await userEvent.click(field());
  expect(within(calendar()).getByText('2026年1月')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: '上个月' }));
  expect(within(calendar()).getByText('2025年12月')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: '下一年' }));
  expect(within(calendar()).getByText('2026年12月')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: '下个月' }));
  expect(within(calendar()).getByText('2027年1月')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: '上一年' }));
  expect(within(calendar()).getByText('2026年1月')).toBeTruthy();
});

it('commits a typed date on Enter, the calendar following it', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} initial="2026-11-05" />);
  await userEvent.clear(field());
  await userEvent.type(field(), '2027/2/3');
  expect(within(calendar()).getByText('2027年2月')).toBeTruthy();
  expect(spy).not.toHaveBeenCalled();
  await userEvent.keyboard('{Enter}');
  expect(spy).toHaveBeenLastCalledWith('2027-02-03');
  expect(field().value).toBe('2027-02-03');
});

it('drops typed text that is not a date, or an emptied field, on leaving', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} initial="2026-11-05" />);
  await userEvent.clear(field());
  await userEvent.type(field(), '2026-02-30');
  await userEvent.click(screen.getByRole('button', { name: '下一项' }));
  expect(spy).not.toHaveBeenCalled();
  expect(field().value).toBe('2026-11-05');
  // Emptying the field is a way of clearing it.
  await userEvent.clear(field());
  await userEvent.tab();
  expect(spy).toHaveBeenCalledExactlyOnceWith('');
  expect(field().value).toBe('');
});

it('is driven by the keyboard: ArrowDown enters the calendar, arrows and PageDown move, Enter picks', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} initial="2026-11-30" />);
  field().focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('2026年11月30日');
  await userEvent.keyboard('{ArrowRight}');
  expect(within(calendar()).getByText('2026年12月')).toBeTruthy();
  expect(document.activeElement?.getAttribute('aria-label')).toBe('2026年12月1日');
  await userEvent.keyboard('{ArrowDown}{PageDown}');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('2027年1月8日');
  await userEvent.keyboard('{Home}');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('2027年1月4日');
  await userEvent.keyboard('{Enter}');
  expect(spy).toHaveBeenCalledExactlyOnceWith('2027-01-04');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(field());
});

it('Escape closes the calendar and gives focus back to the field', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} initial="2026-11-05" />);
  field().focus();
  await userEvent.keyboard('{ArrowDown}{ArrowRight}{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(field());
  expect(spy).not.toHaveBeenCalled();
});

it('picks today with 今天 and empties with 清空', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} initial="2026-10-01" />);
  await userEvent.click(field());
  await userEvent.click(screen.getByRole('button', { name: '今天' }));
  expect(spy).toHaveBeenLastCalledWith('2026-11-05');
  await userEvent.click(field());
  await userEvent.click(screen.getByRole('button', { name: '清空' }));
  expect(spy).toHaveBeenLastCalledWith('');
  expect(field().value).toBe('');
});

it('keeps to min and max, by click and by typing', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} min="2026-11-10" max="2026-11-20" />);
  await userEvent.click(field());
  const early = screen.getByRole('button', { name: '2026年11月9日' });
  expect(early.getAttribute('aria-disabled')).toBe('true');
  await userEvent.click(early);
  expect(spy).not.toHaveBeenCalled();
  expect((screen.getByRole('button', { name: '今天' }) as HTMLButtonElement).disabled).toBe(true);
  await userEvent.type(field(), '2026-11-21{Enter}');
  expect(spy).not.toHaveBeenCalled();
  expect(field().value).toBe('');
  await userEvent.type(field(), '2026-11-20{Enter}');
  expect(spy).toHaveBeenCalledExactlyOnceWith('2026-11-20');
});

it('works inside a form dialog: the calendar takes focus, and Escape closes it, not the dialog', async () => {
  const spy = vi.fn();
  const closeDialog = vi.fn();
  render(
    <Dialog open onOpenChange={closeDialog} title="新增计划">
      <Harness spy={spy} initial="2026-11-05" />
    </Dialog>,
  );
  field().focus();
  await userEvent.keyboard('{ArrowDown}{ArrowRight}');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('2026年11月6日');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: '选择日期' })).toBeNull();
  expect(closeDialog).not.toHaveBeenCalled();
  await userEvent.click(field());
  await userEvent.click(screen.getByRole('button', { name: '2026年11月9日' }));
  expect(spy).toHaveBeenCalledExactlyOnceWith('2026-11-09');
  expect(screen.getByRole('dialog', { name: '新增计划' })).toBeTruthy();
});
