import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

/** 售后订单: the purchaser's after-sale applications. */
export const purchaserAfterSaleFilters = defineFilters({
  afterSaleNo: text('售后单号'),
  orderNo: text('订单编号'),
  status: select('售后状态'),
  afterSaleType: select('售后类型'),
  startTime: dateRange('申请时间', 'endTime'),
});
