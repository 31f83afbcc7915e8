import { chooseOption } from '@test/support/controls.ts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { FilterBar, type FilterField, type FilterValues } from './FilterBar.tsx';

const fields: FilterField[] = [
  { name: 'name', label: '商品名称' },
  {
    type: 'select',
    name: 'goodsState',
    label: '状态',
    options: [
      { value: '1', label: '上架' },
      { value: '0', label: '下架' },
    ],
  },
  { type: 'date', name: 'createdFrom', label: '创建日期' },
];

/** The caller keeps the filters (in the URL in the app). */
function Page({ initial = {}, spy }: { initial?: FilterValues; spy: (values: FilterValues) => void }) {
  const [values, setValues] = useState<FilterValues>(initial);
  return (
    <>
      <FilterBar
        label="商品筛选"
        fields={fields}
        values={values}
        onSearch={(next) => {
          spy(next);
          setValues(next);
        }}
      />
      <button type="button" onClick={() => setValues({ name: '打印纸' })}>
        后退
      </button>
    </>
  );
}

afterEach(cleanup);

it('sends the filled filters on 查询 and on Enter, without the empty ones', async () => {
  const spy = vi.fn();
  render(<Page spy={spy} />);
  expect(screen.getByRole('form', { name: '商品筛选' })).toBeTruthy();
  await userEvent.type(screen.getByRole('textbox', { name: '商品名称' }), ' 签字笔 ');
  await chooseOption(screen.getByRole('combobox', { name: '状态' }), '上架');
  expect(spy).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: '查询' }));
  expect(spy).toHaveBeenLastCalledWith({ name: '签字笔', goodsState: '1' });
  await userEvent.type(screen.getByRole('textbox', { name: '商品名称' }), '笔芯{Enter}');
  expect(spy).toHaveBeenLastCalledWith({ name: '签字笔笔芯', goodsState: '1' });
});

it('clears the fields on 重置 and searches with none', async () => {
  const spy = vi.fn();
  render(<Page spy={spy} initial={{ name: '打印纸', goodsState: '0' }} />);
  expect((screen.getByRole('textbox', { name: '商品名称' }) as HTMLInputElement).value).toBe('打印纸');
  await userEvent.click(screen.getByRole('button', { name: '重置' }));
  expect(spy).toHaveBeenLastCalledWith({});
  expect((screen.getByRole('textbox', { name: '商品名称' }) as HTMLInputElement).value).toBe('');
  expect((screen.getByRole('combobox', { name: '状态' }) as HTMLSelectElement).value).toBe('');
});

it('follows the values when the URL changes', async () => {
  render(<Page spy={vi.fn()} />);
  await userEvent.type(screen.getByRole('textbox', { name: '商品名称' }), '未提交');
  await userEvent.click(screen.getByRole('button', { name: '后退' }));
  expect((screen.getByRole('textbox', { name: '商品名称' }) as HTMLInputElement).value).toBe('打印纸');
});
