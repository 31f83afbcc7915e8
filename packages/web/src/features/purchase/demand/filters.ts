import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

const demandFields = {
  demandNo: text('需求单号'),
  demandName: text('需求名称'),
  status: select('需求状态'),
  startTime: dateRange('提交时间', 'endTime'),
};

export const demandFilters = defineFilters(demandFields);
export const collectFilters = defineFilters({ ...demandFields, deptName: text('需求部门') });

export const demandOrderFilters = defineFilters({
  orderNo: text('订单编号'),
  goodsName: text('商品名称'),
  status: select('订单状态'),
  startTime: dateRange('下单时间', 'endTime'),
});

/** 需求订单: the applicant's demand orders one state at a time (the state is its tabs), found by number or name. */
export const demandOrderStateFilters = defineFilters({
  demandNo: text('需求单号'),
  demandName: text('需求名称'),
  status: select('需求状态'),
});
