import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Details } from './Details.tsx';

afterEach(cleanup);

const rowOf = (label: string) => screen.getByText(`${label}：`).parentElement as HTMLElement;

describe('a detail block', () => {
  it('puts every label in one fixed, right-aligned 8rem column beside its value, in every row and block', () => {
    render(
      <>
        <Details
          title="基本信息"
          items={[
            { label: '订单编号', value: 'DD20261123000001' },
            { label: '供应商', value: '北京某某科技有限公司' },
            { label: '状态', value: '已发货' },
            { label: '收货地址', value: '北京市海淀区中关村大街1号', span: 3 },
          ]}
        />
        <Details title="物流信息" items={[{ label: '物流单号', value: 'SF1234567890' }]} />
      </>,
    );
    for (const label of ['订单编号', '供应商', '状态', '收货地址', '物流单号']) {
      const row = rowOf(label);
      expect(row.className).toContain('grid-cols-[8rem_minmax(0,1fr)]');
      const term = within(row).getByText(`${label}：`);
      expect(term.tagName).toBe('DT');
      expect(term.className).toContain('text-right');
      // The value right after its label (pages and their tests read it so).
      expect(term.nextElementSibling?.tagName).toBe('DD');
    }
    // Blocks lay their items out in the same columns: one, two or three by the block's own width.
    const lists = document.querySelectorAll('dl');
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(list.className).toContain('@4xl:grid-cols-3');
  });

  it('lets a spanning value take the columns it spans, wraps long values, and shows -- for a blank one', () => {
    const long = 'A'.repeat(300);
    render(
      <Details
        title="备注"
        items={[
          { label: '备注', value: long, span: 3 },
          { label: '说明', value: '', span: 2 },
          { label: '链接', value: null },
        ]}
      />,
    );
    expect(rowOf('备注').className).toContain('@4xl:col-span-3');
    expect(rowOf('说明').className).toContain('@2xl:col-span-2');
    const value = screen.getByText(long);
    expect(value.className).toContain('min-w-0');
    expect(value.className).toContain('wrap-anywhere');
    expect(rowOf('说明').querySelector('dd')?.textContent).toBe('--');
    expect(rowOf('链接').querySelector('dd')?.textContent).toBe('--');
  });

  it('keeps its title and actions', () => {
    render(<Details title="合同信息" items={[]} actions={<button type="button">下载</button>} />);
    const block = screen.getByRole('region', { name: '合同信息' });
    expect(within(block).getByRole('heading', { name: '合同信息' })).toBeTruthy();
    expect(within(block).getByRole('button', { name: '下载' })).toBeTruthy();
  });
});
