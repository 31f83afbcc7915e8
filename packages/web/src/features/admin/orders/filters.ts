import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

/** 订单管理: every order of the platform, by unit, supplier, channel, state and time. */
export const orderManagerFilters = defineFilters({
  orderNo: text('订单编号'),
  goodsName: text('商品名称'),
  purchaserId: select<string>('采购单位'),
  supplierId: select<string>('供应商'),
  orderType: select('订单类型'),
  status: select('订单状态'),
  startTime: dateRange('下单时间', 'endTime'),
});

/** 失败订单: the hand-overs to e-commerce suppliers that failed. */
export const orderFailureFilters = defineFilters({
  orderNo: text('订单编号'),
  supplierId: select<string>('供应商'),
  flag: select('处理状态'),
});
