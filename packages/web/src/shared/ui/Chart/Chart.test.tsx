import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Chart } from './Chart.tsx';
import { chartOption, defineChart } from './chart-spec.ts';

interface Month {
  month: string;
  amount: number;
  count: number;
}
const trend = defineChart<Month>({
  title: '月度成交',
  x: 'month',
  xLabel: '月份',
  series: [
    { name: '成交金额', field: 'amount', type: 'bar' },
    { name: '订单数', field: 'count', type: 'line', right: true },
  ],
});
const rows: Month[] = [
  { month: '2026-01', amount: 1200.5, count: 3 },
  { month: '2026-02', amount: 800, count: 2 },
];
const colours = { palette: ['#c8262d', '#f59e0b'], text: '#111', grid: '#eee' };

describe('Chart', () => {
  it('says it is loading, then draws the rows', async () => {
    const { rerender } = render(<Chart spec={trend} rows={undefined} isPending />);
    expect(screen.getByRole('status').textContent).toContain('加载中');
    rerender(<Chart spec={trend} rows={rows} />);
    const drawn = await screen.findByRole('list', { name: '月度成交图' });
    expect(drawn.textContent).toContain('成交金额：1200.5,800');
    expect(drawn.textContent).toContain('订单数：3,2');
  });

  it('shows an error with 重试, and 暂无数据 for no rows', async () => {
    const retry = vi.fn();
    const { rerender } = render(
      <Chart spec={trend} rows={undefined} error={{ msg: '统计服务不可用' }} onRetry={retry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('统计服务不可用');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
    rerender(<Chart spec={trend} rows={[]} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '查看数据表' })).toBeNull();
  });

  it('offers the same figures as a table one click away, and back', async () => {
    render(<Chart spec={trend} rows={rows} />);
    await userEvent.click(screen.getByRole('button', { name: '查看数据表' }));
    const table = screen.getByRole('table', { name: '月度成交' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['月份', '成交金额', '订单数']);
    expect(table.textContent).toContain('2026-011,200.53');
    await userEvent.click(screen.getByRole('button', { name: '查看图表' }));
    expect(await screen.findByRole('list', { name: '月度成交图' })).toBeTruthy();
  });
});

describe('chartOption', () => {
  it('puts the categories on the x axis and a right-axis series on the second value axis', () => {
    const option = chartOption(trend, rows, colours);
    expect(option.color).toEqual(colours.palette);
    expect(option).toMatchObject({
      xAxis: { type: 'category', data: ['2026-01', '2026-02'] },
      yAxis: [
        { type: 'value', position: 'left' },
        { type: 'value', position: 'right' },
      ],
    });
    expect(option.series).toMatchObject([
      { type: 'bar', name: '成交金额', data: [1200.5, 800] },
      { type: 'line', name: '订单数', data: [3, 2], yAxisIndex: 1 },
    ]);
  });

  it('draws a ranking as horizontal bars with the first row on top', () => {
    const ranking = defineChart<Month>({ ...trend, series: trend.series.slice(0, 1), horizontal: true });
    const option = chartOption(ranking, rows, colours);
    expect(option).toMatchObject({ yAxis: { type: 'category', inverse: true, data: ['2026-01', '2026-02'] } });
    expect(option.legend.show).toBe(false);
  });

  it('draws a pie as a donut of named values', () => {
    const share = defineChart<Month>({ ...trend, series: [{ name: '成交金额', field: 'amount', type: 'pie' }] });
    expect(chartOption(share, rows, colours).series).toMatchObject([
      {
        type: 'pie',
        data: [
          { name: '2026-01', value: 1200.5 },
          { name: '2026-02', value: 800 },
        ],
      },
    ]);
  });

  it('stacks the series sharing a stack key', () => {
    const stacked = defineChart<Month>({
      ...trend,
      series: [
        { name: '甲', field: 'amount', type: 'bar', stack: 'channel' },
        { name: '乙', field: 'count', type: 'bar', stack: 'channel' },
      ],
    });
    expect(chartOption(stacked, rows, colours).series).toMatchObject([{ stack: 'channel' }, { stack: 'channel' }]);
  });
});
