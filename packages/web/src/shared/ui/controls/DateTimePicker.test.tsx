import { typeDate } from '@test/support/controls.ts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTimePicker } from './DateTimePicker.tsx';

function Moment({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  const change = (next: string) => {
    setValue(next);
    onChange(next);
  };
  return (
    <DateTimePicker
      aria-label="开始时间"
      timeLabel="开始时间的时:分"
      value={value}
      onChange={change}
      today="2026-11-26"
    />
  );
}

afterEach(cleanup);

const day = () => screen.getByRole('combobox', { name: '开始时间' });
const time = () => screen.getByRole('textbox', { name: '开始时间的时:分' }) as HTMLInputElement;

describe('DateTimePicker', () => {
  it('takes a day at 00:00, then the time typed beside it', async () => {
    const changed = vi.fn();
    render(<Moment onChange={changed} />);
    expect(time().disabled).toBe(true);
    await typeDate(day(), '2026-12-10');
    expect(changed).toHaveBeenLastCalledWith('2026-12-10 00:00:00');
    await userEvent.clear(time());
    await userEvent.type(time(), '9:05{Enter}');
    expect(changed).toHaveBeenLastCalledWith('2026-12-10 09:05:00');
    expect(time().value).toBe('09:05');
  });

  it('keeps the time when the day changes, and drops a typed time that is not one', async () => {
    const changed = vi.fn();
    render(<Moment initial="2026-12-10 18:30:00" onChange={changed} />);
    await typeDate(day(), '2026-12-11');
    expect(changed).toHaveBeenLastCalledWith('2026-12-11 18:30:00');
    await userEvent.clear(time());
    await userEvent.type(time(), '25:00');
    await userEvent.tab();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(time().value).toBe('18:30');
  });

  it('clears the whole moment with the day', async () => {
    const changed = vi.fn();
    render(<Moment initial="2026-12-10 18:30:00" onChange={changed} />);
    await userEvent.clear(day());
    await userEvent.tab();
    expect(changed).toHaveBeenLastCalledWith('');
    expect(time().value).toBe('');
  });
});
