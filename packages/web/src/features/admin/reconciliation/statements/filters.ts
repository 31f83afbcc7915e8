import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

/** The statements of one side. */
export const statementFilters = defineFilters({
  accountNo: text('对账单号'),
  supplierId: select<string>('供应商'),
  purchaserId: select<string>('采购单位'),
  status: select('状态'),
  startTime: dateRange('创建日期', 'endTime'),
});

/** The orders that can still go into a statement. */
export const ableOrderFilters = defineFilters({
  orderNo: text('订单编号'),
  supplierId: select<string>('供应商'),
  purchaserId: select<string>('采购单位'),
  startTime: dateRange('下单日期', 'endTime'),
});
