import { describe, expect, it } from 'vitest';
import { dateRange, defineFilters, number, select, text } from './filters.ts';

const orders = defineFilters({
  orderNo: text('订单编号'),
  status: select('订单状态'),
  amount: number('金额'),
  startTime: dateRange('下单时间', 'endTime'),
});

describe('a list’s filters as its route’s search schema', () => {
  it('types every filter: texts trimmed, enum codes as numbers, 19-digit ids kept exact, dates as days', () => {
    expect(
      orders.search({
        page: '3',
        size: 20,
        orderNo: '  DD2026 ',
        status: '2',
        amount: '12.5',
        startTime: '2026-11-01',
        endTime: '2026-11-30',
      }),
    ).toEqual({
      page: 3,
      size: 20,
      orderNo: 'DD2026',
      status: 2,
      amount: 12.5,
      startTime: '2026-11-01',
      endTime: '2026-11-30',
    });
    expect(defineFilters({ supplierId: select('供应商') }).search({ supplierId: '1730265498712340001' })).toEqual({
      supplierId: '1730265498712340001',
    });
  });

  it('leaves out what does not parse and what it does not declare, never failing', () => {
    expect(
      orders.search({ page: 0, size: 501, orderNo: '   ', amount: 'abc', startTime: '11/01/2026', other: 'x' }),
    ).toEqual({});
    expect(orders.search({ size: 500, status: 'asc' })).toEqual({ size: 500, status: 'asc' });
  });
});
