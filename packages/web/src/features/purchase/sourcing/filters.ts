import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

/** 我的寻源: the organisation's inquiries, by phase. */
export const sourcingFilters = defineFilters({
  sourcingName: text('询价标题'),
  sourcingNo: text('询价编号'),
  status: select('询价状态'),
});

/** 寻源审核: the inquiries waiting for the approver. */
export const checkFilters = defineFilters({ sourcingName: text('询价标题'), sourcingNo: text('询价编号') });

/** 寻源订单 and the pages opened from one. */
export const orderFilters = defineFilters({
  orderNo: text('订单编号'),
  sourcingName: text('询价标题'),
  supplierName: text('供应商'),
  status: select('订单状态'),
  startDate: dateRange('下单日期', 'endDate'),
});
