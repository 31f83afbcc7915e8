import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

const planFields = {
  planNo: text('计划编号'),
  planName: text('计划名称'),
  purchaseType: select('采购方式'),
  startTime: dateRange('创建时间', 'endTime'),
};

export const planFilters = defineFilters({ ...planFields, status: select('计划状态') });
export const planCheckFilters = defineFilters(planFields);
