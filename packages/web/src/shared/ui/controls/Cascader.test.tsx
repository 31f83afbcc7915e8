import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { Field } from '../Field.tsx';
import { Cascader, type CascaderOption, type CascaderProps } from './Cascader.tsx';

const areas: Record<string, CascaderOption[]> = {
  top: [
    { value: '440000', label: '广东省' },
    { value: '110000', label: '北京市' },
  ],
  '440000': [
    { value: '440300', label: '深圳市' },
    { value: '440100', label: '广州市' },
  ],
  '440300': [
    { value: '440305', label: '南山区', isLeaf: true },
    { value: '440304', label: '福田区', isLeaf: true },
    { value: '440306', label: '宝安区', isLeaf: true, disabled: true },
  ],
  // A city whose districts are not in the data yet: it completes the path.
  '440100': [],
  '110000': [{ value: '110101', label: '东城区', isLeaf: true }],
};

const loader = () => vi.fn(async (parent?: string) => areas[parent ?? 'top'] ?? []);

function Harness({
  initial = [],
  spy,
  ...props
}: { initial?: string[]; spy: CascaderProps['onChange'] } & Partial<CascaderProps> &
  Pick<CascaderProps, 'loadOptions'>) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <Field label="所在地区">
      {(control) => (
        <Cascader
          {...control}
          {...props}
          value={value}
          onChange={(next, options) => {
            spy(next, options);
            setValue(next);
          }}
        />
      )}
    </Field>
  );
}

afterEach(cleanup);

const trigger = () => screen.getByRole('combobox', { name: '所在地区' });
const column = (level: number) => screen.getByRole('listbox', { name: `第${level}级` });
const labels = (level: number) =>
  within(column(level))
    .getAllByRole('option')
    .map((option) => option.textContent);

it('picks 省 / 市 / 区 column by column, loading each level when its parent is chosen', async () => {
  const loadOptions = loader();
  const spy = vi.fn();
  render(<Harness spy={spy} loadOptions={loadOptions} />);
  expect(trigger().textContent).toBe('请选择');
  await userEvent.click(trigger());
  expect(await screen.findByRole('listbox', { name: '第1级' })).toBeTruthy();
  expect(labels(1)).toEqual(['广东省', '北京市']);
  expect(screen.queryByRole('listbox', { name: '第2级' })).toBeNull();
  await userEvent.click(screen.getByRole('option', { name: '广东省' }));
  expect(await screen.findByRole('listbox', { name: '第2级' })).toBeTruthy();
  expect(labels(2)).toEqual(['深圳市', '广州市']);
  await userEvent.click(screen.getByRole('option', { name: '深圳市' }));
  expect(await screen.findByRole('listbox', { name: '第3级' })).toBeTruthy();
  expect(screen.getAllByRole('listbox')).toHaveLength(3);
  expect(spy).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('option', { name: '南山区' }));
  expect(spy).toHaveBeenCalledExactlyOnceWith(
    ['440000', '440300', '440305'],
    [areas.top?.[0], areas['440000']?.[0], areas['440300']?.[0]],
  );
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(trigger().textContent).toBe('广东省 / 深圳市 / 南山区');
  expect(loadOptions.mock.calls).toEqual([[undefined], ['440000'], ['440300']]);
});

it('reopens on the chosen path without loading anything again', async () => {
  const loadOptions = loader();
  render(<Harness spy={vi.fn()} loadOptions={loadOptions} />);
  await userEvent.click(trigger());
  await userEvent.click(await screen.findByRole('option', { name: '广东省' }));
  await userEvent.click(await screen.findByRole('option', { name: '深圳市' }));
  await userEvent.click(await screen.findByRole('option', { name: '福田区' }));
  await userEvent.click(trigger());
  expect(await screen.findByRole('listbox', { name: '第3级' })).toBeTruthy();
  expect(screen.getAllByRole('option', { selected: true }).map((o) => o.textContent)).toEqual([
    '广东省',
    '深圳市',
    '福田区',
  ]);
  expect(loadOptions).toHaveBeenCalledTimes(3);
});

it('shows the labels given for a value not loaded yet, then opens its columns', async () => {
  const loadOptions = loader();
  render(
    <Harness
      spy={vi.fn()}
      loadOptions={loadOptions}
      initial={['440000', '440300', '440305']}
      valueLabels={['广东省', '深圳市', '南山区']}
    />,
  );
  expect(trigger().textContent).toBe('广东省 / 深圳市 / 南山区');
  expect(loadOptions).not.toHaveBeenCalled();
  await userEvent.click(trigger());
  expect(await screen.findByRole('listbox', { name: '第3级' })).toBeTruthy();
  expect(within(column(3)).getByRole('option', { selected: true }).textContent).toBe('南山区');
  expect(loadOptions.mock.calls).toEqual([[undefined], ['440000'], ['440300']]);
});

it('completes the path on an option found to have nothing below', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} loadOptions={loader()} />);
  await userEvent.click(trigger());
  await userEvent.click(await screen.findByRole('option', { name: '广东省' }));
  await userEvent.click(await screen.findByRole('option', { name: '广州市' }));
  expect(spy).toHaveBeenCalledExactlyOnceWith(['440000', '440100'], [areas.top?.[0], areas['440000']?.[1]]);
  expect(trigger().textContent).toBe('广东省 / 广州市');
});

it('changes on every click with changeOnSelect, staying open', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} loadOptions={loader()} changeOnSelect />);
  await userEvent.click(trigger());
  await userEvent.click(await screen.findByRole('option', { name: '广东省' }));
  expect(spy).toHaveBeenLastCalledWith(['440000'], [areas.top?.[0]]);
  expect(await screen.findByRole('listbox', { name: '第2级' })).toBeTruthy();
  await userEvent.click(screen.getByRole('option', { name: '深圳市' }));
  expect(spy).toHaveBeenLastCalledWith(['440000', '440300'], [areas.top?.[0], areas['440000']?.[0]]);
  expect(spy).toHaveBeenCalledTimes(2);
  expect(await screen.findByRole('listbox', { name: '第3级' })).toBeTruthy();
});

it('is driven by the keyboard: Down in a column, Right into the next, Left back, Enter on a district', async () => {
  const spy = vi.fn();
  render(<Harness spy={spy} loadOptions={loader()} />);
  trigger().focus();
  await userEvent.keyboard('{ArrowDown}');
  await screen.findByRole('listbox', { name: '第1级' });
  await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('广东省'));
  await userEvent.keyboard('{ArrowRight}');
  await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('深圳市'));
  await userEvent.keyboard('{ArrowLeft}');
  expect(document.activeElement?.textContent).toBe('广东省');
  await userEvent.keyboard('{ArrowRight}');
  await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('深圳市'));
  await userEvent.keyboard('{Enter}');
  await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('南山区'));
  // 宝安区 is disabled: Down stops at 福田区.
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(document.activeElement?.textContent).toBe('福田区');
  await userEvent.keyboard('{Enter}');
  expect(spy).toHaveBeenCalledExactlyOnceWith(
    ['440000', '440300', '440304'],
    [areas.top?.[0], areas['440000']?.[0], areas['440300']?.[1]],
  );
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(document.activeElement).toBe(trigger());
});

it('clears with × when clearable', async () => {
  const spy = vi.fn();
  render(
    <Harness
      spy={spy}
      loadOptions={loader()}
      clearable
      initial={['110000', '110101']}
      valueLabels={['北京市', '东城区']}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: '清空' }));
  expect(spy).toHaveBeenCalledExactlyOnceWith([], []);
  expect(trigger().textContent).toBe('请选择');
});
