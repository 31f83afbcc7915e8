import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

/** The phases a supplier can see: published inquiries only. */
const publishedStatuses = [3, 4, 5, 6];

export const offerFilters = defineFilters({
  sourcingName: text('询价标题'),
  sourcingNo: text('询价编号'),
  status: select('询价状态', publishedStatuses),
  quoteStatus: select('报价状态'),
});

/** The filters of both sourcing order lists (寻源订单, 寻源合同). */
export const sourcingOrderFilters = defineFilters({
  orderNo: text('订单编号'),
  sourcingName: text('询价标题'),
  status: select('订单状态'),
  startDate: dateRange('下单日期', 'endDate'),
});
