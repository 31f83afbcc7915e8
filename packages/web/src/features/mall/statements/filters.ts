import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

/** 对账单列表: the statements suppliers addressed to the purchaser's organisation. */
export const purchaserStatementFilters = defineFilters({
  accountNo: text('对账单号'),
  status: select('状态'),
  startTime: dateRange('创建日期', 'endTime'),
});
