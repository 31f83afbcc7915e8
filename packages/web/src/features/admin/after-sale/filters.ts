import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

/** 售后管理: every purchaser's after-sale requests on every supplier's orders. */
export const centerAfterSaleFilters = defineFilters({
  afterSaleNo: text('售后单号'),
  orderNo: text('订单编号'),
  status: select('售后状态'),
  afterSaleType: select('售后类型'),
  supplierId: select<string>('供应商'),
  startTime: dateRange('申请时间', 'endTime'),
});
