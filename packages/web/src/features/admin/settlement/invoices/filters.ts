import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

/** 纸质发票: by number, order, supplier and posting state. */
export const paperFilters = defineFilters({
  invoiceNo: text('发票号码'),
  orderNo: text('订单编号'),
  supplierId: select<string>('供应商'),
  status: select('邮寄状态'),
});

/** 系统发票: the invoices matched against their orders. */
export const invoiceCheckFilters = defineFilters({
  invoiceNo: text('发票号码'),
  supplierId: select<string>('供应商'),
  checkResult: select('核对结果'),
  startTime: dateRange('开票日期', 'endTime'),
});
