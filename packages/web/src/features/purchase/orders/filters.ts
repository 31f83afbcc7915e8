import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

/** 采购订单 and 订单处理: the signed-in purchaser's orders. */
export const purchaseOrderFilters = defineFilters({
  orderNo: text('订单编号'),
  goodsName: text('商品名称'),
  status: select('订单状态'),
  orderType: select('订单类型'),
  startTime: dateRange('下单时间', 'endTime'),
});

/** 订单审批: orders waiting for the signed-in approver. */
export const orderCheckFilters = defineFilters({
  orderNo: text('订单编号'),
  goodsName: text('商品名称'),
  startTime: dateRange('下单时间', 'endTime'),
});
