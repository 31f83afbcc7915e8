import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

/** 第三方商城订单: the orders placed with e-commerce suppliers (JD and others). */
export const jdOrderFilters = defineFilters({
  orderNo: text('订单编号'),
  goodsName: text('商品名称'),
  status: select('订单状态'),
  startTime: dateRange('下单时间', 'endTime'),
});
