import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

const planFields = {
  planNo: text('计划编号'),
  planName: text('计划名称'),
  purchaseType: select('采购方式'),
  startTime: dateRange('创建时间', 'endTime'),
};

export const planFilters = defineFilters({ ...planFields, status: select('计划状态') });
export const planCheckFilters = defineFilters(planFields);

/** Orders not yet bound to a plan; the plan to bind them to is a filter of its own, its options the approved plans. */
export const bindableOrderFilters = defineFilters({
  planId: select<string>('采购计划'),
  orderNo: text('订单编号'),
  goodsName: text('商品名称'),
  startTime: dateRange('下单时间', 'endTime'),
});
