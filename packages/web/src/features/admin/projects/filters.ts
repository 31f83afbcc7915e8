import { defineFilters, select, text } from '@/shared/list/filters.ts';

/** 委托管理: the projects purchasing units entrusted to the platform. */
export const entrustFilters = defineFilters({
  projectName: text('项目名称'),
  projectType: select('采购方式'),
  purchaserOrgId: select<string>('采购单位'),
  status: select('委托状态'),
});
