import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

export const welfareOrderFilters = defineFilters({
  orderNo: text('订单编号'),
  status: select('订单状态'),
  startTime: dateRange('下单时间', 'endTime'),
});

export const welfareAfterSaleFilters = defineFilters({
  afterSaleNo: text('售后单号'),
  orderNo: text('订单编号'),
  status: select('售后状态'),
});
