import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

/** Every supplier order list (直购订单, 协议订单, 失败订单, where the state is chosen by tabs). */
export const orderFilters = defineFilters({
  orderNo: text('订单编号'),
  goodsName: text('商品名称'),
  status: select('订单状态'),
  startTime: dateRange('下单时间', 'endTime'),
});

/** 售后管理 and 协议售后. */
export const afterSaleFilters = defineFilters({
  afterSaleNo: text('售后单号'),
  orderNo: text('订单编号'),
  status: select('售后状态'),
  afterSaleType: select('售后类型'),
});

export const buyNumFilters = defineFilters({
  orderNo: text('订单编号'),
  handleStatus: select('处理状态'),
  startTime: dateRange('申请时间', 'endTime'),
});

export const contractFilters = defineFilters({
  contractNo: text('合同编号'),
  orderNo: text('订单编号'),
  signStatus: select('签署状态'),
});
