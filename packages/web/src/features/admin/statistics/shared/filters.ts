import { dateRange, defineFilters, number, select, text } from '@/shared/list/filters.ts';

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
export const signInFilters = defineFilters({
  ...period,
  userKind: select('用户类型'),
  userName: text('账号或姓名'),
  result: select('登录结果'),
});
export const riskFilters = defineFilters({
  riskType: select('风险类型'),
  level: select('风险等级'),
  projectNo: text('项目编号'),
  startTime: dateRange('发现时间', 'endTime'),
});
export const materialFilters = defineFilters({ materialName: text('物资名称'), ...period });
