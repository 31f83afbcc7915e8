import { defineFilters, number, select, text } from '@/shared/list/filters.ts';

export const scoreFilters = defineFilters({
  supplierName: text('供应商名称'),
  scoreYear: number('年度'),
  scoreQuarter: number('季度'),
  grade: select<string>('等级'),
});
