import { dateRange, defineFilters, number, text } from '@/shared/list/filters.ts';

const period = { startTime: dateRange('统计时间', 'endTime') };

export const periodFilters = defineFilters(period);
export const supplierPeriodFilters = defineFilters({ ...period, supplierName: text('供应商名称') });
export const unitPeriodFilters = defineFilters({ ...period, orgName: text('采购单位') });
export const goodsPeriodFilters = defineFilters({
  ...period,
  goodsName: text('商品名称'),
  supplierName: text('供应商名称'),
});
export const yearFilters = defineFilters({ year: number('年份') });
