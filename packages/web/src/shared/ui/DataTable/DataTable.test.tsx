import { chooseOption } from '@test/support/controls.ts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@/shared/format/money.ts';
import { completeList, createColumns, DataTable, type PageData, wholeList } from './DataTable.tsx';
import { listPaging, type PageState } from './paging.ts';

interface Goods {
  id: string;
  name: string;
  price: number;
  brand: string | null;
}
const column = createColumns<Goods>();
const columns = [
  column.accessor('name', { header: '商品名称' }),
  column.accessor('price', { header: '价格', cell: (info) => formatMoney(info.getValue()), meta: { align: 'right' } }),
  column.accessor('brand', { header: '品牌' }),
];
const pageOf = (current: number, size: number, total = 123): PageData<Goods> => ({
  current,
  size,
  total,
  records: Array.from({ length: Math.min(size, total - (current - 1) * size) }, (_, i) => {
    const n = (current - 1) * size + i + 1;
    return { id: `g${n}`, name: `商品${n}`, price: n * 10, brand: n % 2 ? '得力' : null };
  }),
});

/** A list page as the app writes it: the page lives in state (the URL in the app) and the data follows it. */
function GoodsList(props: {
  initial?: PageState;
  onPageChange?: (page: PageState) => void;
  onSelect?: (rows: Goods[]) => void;
}) {
  const [page, setPage] = useState(props.initial ?? { current: 1, size: 10 });
  return (
    <DataTable
      label="商品列表"
      columns={columns}
      data={pageOf(page.current, page.size)}
      page={page}
      onPageChange={(next) => {
        props.onPageChange?.(next);
        setPage(next);
      }}
      {...(props.onSelect ? { onSelectionChange: props.onSelect } : {})}
      batchActions={(rows) => <button type="button">批量下架 {rows.length}</button>}
    />
  );
}

const rowNames = () =>
  within(screen.getByRole('table', { name: '商品列表' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

afterEach(cleanup);

describe('paging', () => {
  it('shows the total, the size, the pages with ellipsis and the jumper', async () => {
    render(<GoodsList />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(nav.textContent).toContain('共 123 条');
    const size = within(nav).getByRole('combobox', { name: '每页条数' }) as HTMLInputElement;
    expect(size.value).toBe('10条/页');
    await userEvent.click(size);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '10条/页',
      '20条/页',
      '50条/页',
      '100条/页',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(within(nav).getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: '向后 5 页' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: '第 13 页' })).toBeTruthy();
    expect((within(nav).getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    expect(nav.textContent).toContain('前往');
    expect(rowNames()).toHaveLength(10);
  });

  it('changes page by number, next, previous and ellipsis', async () => {
    const onPageChange = vi.fn();
    render(<GoodsList onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ current: 2, size: 10 });
    expect(rowNames()[0]).toBe('商品11');
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ current: 3, size: 10 });
    await userEvent.click(screen.getByRole('button', { name: '向后 5 页' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ current: 8, size: 10 });
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ current: 7, size: 10 });
  });

  it('goes back to page 1 when the page size changes', async () => {
    const onPageChange = vi.fn();
    render(<GoodsList initial={{ current: 4, size: 10 }} onPageChange={onPageChange} />);
    await chooseOption(screen.getByRole('combobox', { name: '每页条数' }), '20条/页');
    expect(onPageChange).toHaveBeenLastCalledWith({ current: 1, size: 20 });
    expect(rowNames()).toHaveLength(20);
    expect(screen.getByRole('button', { name: '第 7 页' })).toBeTruthy();
  });

  it('jumps to a typed page, kept within the pages', async () => {
    const onPageChange = vi.fn();
    render(<GoodsList onPageChange={onPageChange} />);
    const jumper = screen.getByRole('textbox', { name: '前往页码' });
    await userEvent.clear(jumper);
    await userEvent.type(jumper, '5{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith({ current: 5, size: 10 });
    const moved = screen.getByRole('textbox', { name: '前往页码' });
    await userEvent.clear(moved);
    await userEvent.type(moved, '99');
    fireEvent.blur(moved);
    expect(onPageChange).toHaveBeenLastCalledWith({ current: 13, size: 10 });
    expect((screen.getByRole('textbox', { name: '前往页码' }) as HTMLInputElement).value).toBe('13');
    expect(rowNames()).toEqual(['商品121', '商品122', '商品123']);
    const last = screen.getByRole('textbox', { name: '前往页码' });
    await userEvent.clear(last);
    await userEvent.type(last, '50{Enter}');
    expect((screen.getByRole('textbox', { name: '前往页码' }) as HTMLInputElement).value).toBe('13');
    expect(onPageChange).toHaveBeenCalledTimes(2);
  });

  it('offers the 02 §9 variant', async () => {
    render(
      <DataTable
        label="订单"
        columns={columns}
        data={pageOf(1, 20, 45)}
        page={{ current: 1, size: 20 }}
        onPageChange={() => {}}
        paging={listPaging}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: '每页条数' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '10条/页',
      '20条/页',
      '30条/页',
      '50条/页',
    ]);
    expect(screen.getByRole('navigation').className).toContain('justify-end');
  });
});

describe('cells and states', () => {
  const base = { label: '商品列表', columns, page: { current: 1, size: 10 }, onPageChange: () => {} };

  it('renders the columns, custom cells and -- for empty values, as high as its rows', () => {
    render(<DataTable {...base} data={pageOf(1, 10, 2)} />);
    const table = screen.getByRole('table', { name: '商品列表' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['商品名称', '价格', '品牌']);
    expect(within(table).getAllByRole('row')[2]?.textContent).toBe('商品220.00--');
    expect(table.closest('[style*="min-height"]')).toBeNull();
  });

  it('shows no pager under a whole list the server does not page', () => {
    const records = pageOf(1, 3, 3).records;
    render(
      <DataTable
        label="收货地址"
        columns={columns}
        {...wholeList({ data: records, isPending: false, error: null, refetch: () => {} })}
      />,
    );
    expect(within(screen.getByRole('table', { name: '收货地址' })).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('shows 加载中 while the first page loads', () => {
    render(<DataTable {...base} isPending />);
    expect(screen.getByRole('status').textContent).toBe('加载中');
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('shows 暂无数据 for an empty page', () => {
    render(<DataTable {...base} data={{ records: [], total: 0, current: 1, size: 10 }} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.getByRole('navigation').textContent).toContain('共 0 条');
  });

  it('shows the server message and retries', async () => {
    const onRetry = vi.fn();
    render(<DataTable {...base} error={{ code: 500, msg: '服务繁忙，请稍后再试' }} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('服务繁忙，请稍后再试');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('row selection', () => {
  it('selects rows for batch actions and clears the selection on another page', async () => {
    const onSelect = vi.fn();
    render(<GoodsList onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    expect(onSelect).toHaveBeenLastCalledWith([expect.objectContaining({ id: 'g2' })]);
    expect(screen.getByRole('button', { name: '批量下架 1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(onSelect.mock.lastCall?.[0]).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(screen.queryByRole('button', { name: /批量下架/ })).toBeNull();
    expect((screen.getByRole('checkbox', { name: '选择第 1 行' }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('row actions', () => {
  it('keep to the right edge of a table wider than its box, header and cells alike', () => {
    const withActions = [
      ...columns,
      column.display({ id: 'actions', header: '操作', cell: () => <button type="button">编辑</button> }),
    ];
    render(
      <DataTable
        label="商品列表"
        columns={withActions}
        data={pageOf(1, 2)}
        page={{ current: 1, size: 2 }}
        onPageChange={() => {}}
      />,
    );
    const table = screen.getByRole('table', { name: '商品列表' });
    const pinnedAt = (cell: HTMLElement) => cell.className.includes('sticky') && cell.className.includes('right-0');
    expect(pinnedAt(within(table).getByRole('columnheader', { name: '操作' }))).toBe(true);
    expect(
      within(table)
        .getAllByRole('button', { name: '编辑' })
        .every((button) => pinnedAt(button.closest('td') as HTMLElement)),
    ).toBe(true);
    expect(pinnedAt(within(table).getByRole('columnheader', { name: '品牌' }))).toBe(false);
  });
});

describe('a table wider than its box', () => {
  /** Lays every element out `scrollWidth` wide in a box `clientWidth` wide, scrolled `scrollLeft` (jsdom lays nothing out). */
  function layOut(widths: { scrollWidth: number; clientWidth: number }) {
    let scrollLeft = 0;
    const spies = [
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(widths.scrollWidth),
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(widths.clientWidth),
      vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(() => scrollLeft),
      vi.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation((value: number) => {
        scrollLeft = value;
      }),
    ];
    return {
      restore: () => {
        for (const spy of spies) spy.mockRestore();
      },
    };
  }
  const withActions = [
    ...columns,
    column.display({ id: 'actions', header: '操作', cell: () => <button type="button">编辑</button> }),
  ];
  const props = { label: '商品列表', data: pageOf(1, 2), page: { current: 1, size: 2 }, onPageChange: () => {} };

  it('keeps a scrollbar at the bottom of the window and shades the pinned actions while columns hide under them', () => {
    const layout = layOut({ scrollWidth: 1600, clientWidth: 1000 });
    try {
      render(<DataTable {...props} columns={withActions} />);
      const box = screen.getByRole('table', { name: '商品列表' }).parentElement as HTMLElement;
      const bar = screen.getByTestId('side-scrollbar');
      expect(bar.className).toContain('sticky');
      expect(bar.className).toContain('bottom-0');
      expect((bar.firstElementChild as HTMLElement).style.width).toBe('1600px');
      expect(box.dataset.overflow).toBe('right');
      expect(box.tabIndex).toBe(0);
      // Scrolled to its end with the window's scrollbar: the table follows, and nothing hides under the actions.
      bar.scrollLeft = 600;
      fireEvent.scroll(bar);
      expect(box.scrollLeft).toBe(600);
      expect(box.dataset.overflow).toBeUndefined();
    } finally {
      layout.restore();
    }
  });

  it('has neither the extra scrollbar nor a shade when its columns fit', () => {
    const layout = layOut({ scrollWidth: 1000, clientWidth: 1000 });
    try {
      render(<DataTable {...props} columns={withActions} />);
      expect(screen.queryByTestId('side-scrollbar')).toBeNull();
      const box = screen.getByRole('table', { name: '商品列表' }).parentElement as HTMLElement;
      expect(box.dataset.overflow).toBeUndefined();
    } finally {
      layout.restore();
    }
  });
});

describe('a complete list (a record’s lines, the newest few)', () => {
  it('shows every row with no pager under it, and an empty one takes a line, not a list page’s room', () => {
    const rows = pageOf(1, 3, 3).records;
    const { unmount } = render(<DataTable label="商品明细" columns={columns} {...completeList(rows)} />);
    expect(within(screen.getByRole('table', { name: '商品明细' })).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    render(<DataTable label="商品明细" columns={columns} {...completeList<Goods>([])} />);
    const empty = screen.getByText('暂无数据').closest('td') as HTMLElement;
    expect(empty.className).toContain('h-16');
    expect(empty.className).not.toContain('h-[250px]');
  });
});
