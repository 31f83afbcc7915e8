import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { Field } from '../Field.tsx';
import { Select, type SelectOption, type SelectProps } from './Select.tsx';

const options: SelectOption[] = [
  { value: 'gd', label: '广东省' },
  { value: 'bj', label: '北京市', disabled: true },
  { value: 'sh', label: '上海市' },
  { value: 'zj', label: '浙江省' },
];

/** The caller keeps the value, as a form or filter bar does. */
function Harness({
  initial = '',
  spy,
  ...props
}: { initial?: string; spy: (value: string) => void } & Partial<SelectProps>) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="所在省份">
      {(control) => (
        <Select
          {...control}
          options={options}
          {...props}
          value={value}
          onChange={(next) => {
            spy(next);
            setValue(next);
          }}
        />
      )}
    </Field>
  );
}

afterEach(cleanup);

const combobox = () => screen.getByRole('combobox', { name: '所在省份' }) as HTMLInputElement;

it('is labelled by its Field and shows 请选择 until something is chosen', () => {
  render(<Harness spy={vi.fn()} />);
  expect(combobox().placeholder).toBe('请选择');
  expect(combobox().value).toBe('');
  expect(combobox().getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('listbox')).toBeNull();
});

it('is chosen with the keyboard: arrows skip disabled options, Enter picks, the list closes', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} />);
  combobox().focus();
  await userEvent.keyboard('{ArrowDown}');
  const listbox = screen.getByRole('listbox');
  expect(combobox().getAttribute('aria-expanded')).toBe('true');
  expect(combobox().getAttribute('aria-controls')).toBe(listbox.id);
  const active = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '')?.textContent;
  expect(active()).toBe('广东省');
  await userEvent.keyboard('{ArrowDown}');
  expect(active()).toBe('上海市');
  await userEvent.keyboard('{ArrowUp}');
  expect(active()).toBe('广东省');
  await userEvent.keyboard('{ArrowUp}');
  expect(active()).toBe('浙江省');
  await userEvent.keyboard('{Enter}');
  expect(spy).toHaveBeenCalledExactlyOnceWith('zj');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(combobox().value).toBe('浙江省');
  expect(document.activeElement).toBe(combobox());
});

it('opens on the current choice, marks it selected, and Escape closes without changing it', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} initial="sh" />);
  await userEvent.click(combobox());
  const selected = screen.getByRole('option', { selected: true });
  expect(selected.textContent).toBe('上海市');
  expect(combobox().getAttribute('aria-activedescendant')).toBe(selected.id);
  await userEvent.keyboard('{ArrowDown}{Escape}');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(spy).not.toHaveBeenCalled();
  expect(combobox().value).toBe('上海市');
});

it('is chosen with the mouse; a disabled option cannot be', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} />);
  await userEvent.click(combobox());
  await userEvent.click(screen.getByRole('option', { name: '北京市' }));
  expect(spy).not.toHaveBeenCalled();
  expect(screen.getByRole('option', { name: '北京市' }).getAttribute('aria-disabled')).toBe('true');
  await userEvent.click(screen.getByRole('option', { name: '广东省' }));
  expect(spy).toHaveBeenCalledExactlyOnceWith('gd');
  expect(combobox().value).toBe('广东省');
});

it('filters by what is typed when searchable, and says 暂无数据 when nothing matches', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} searchable initial="gd" />);
  await userEvent.type(combobox(), '省');
  // The current choice stays visible as the hint while searching.
  expect(combobox().placeholder).toBe('广东省');
  expect(
    within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['广东省', '浙江省']);
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(spy).toHaveBeenLastCalledWith('zj');
  expect(combobox().value).toBe('浙江省');

  await userEvent.type(combobox(), '西藏');
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  expect(screen.getByText('暂无数据')).toBeTruthy();
  await userEvent.keyboard('{Enter}');
  expect(spy).toHaveBeenCalledTimes(1);
  expect(combobox().value).toBe('浙江省');
});

it('tells a search outside what is typed and shows the options it finds as given, then tells it of the close', async () => {
  const spy = vi.fn();
  const search = vi.fn();
  // The options a server found for "江": not filtered again here, whatever their labels say.
  const found = [{ value: 'js', label: '江苏省（华东）' }];
  render(<Harness spy={spy} options={found} onSearch={search} />);
  await userEvent.type(combobox(), '江');
  expect(search).toHaveBeenLastCalledWith('江');
  expect(
    within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['江苏省（华东）']);
  await userEvent.keyboard('{Enter}');
  expect(spy).toHaveBeenLastCalledWith('js');
  expect(search).toHaveBeenLastCalledWith('');
  expect(combobox().value).toBe('江苏省（华东）');
});

it('clears with × when clearable, and offers no × when there is nothing to clear', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} clearable initial="gd" />);
  await userEvent.click(screen.getByRole('button', { name: '清空' }));
  expect(spy).toHaveBeenCalledExactlyOnceWith('');
  expect(combobox().value).toBe('');
  expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
});

it('does not open when disabled', async () => {
  render(<Harness spy={vi.fn()} disabled />);
  expect(combobox().disabled).toBe(true);
  await userEvent.click(combobox());
  expect(screen.queryByRole('listbox')).toBeNull();
});
