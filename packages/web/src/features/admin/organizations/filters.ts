import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const orgFilters = defineFilters({
  orgNameZh: text('组织名称'),
  orgType: select('组织类型'),
  auditStatus: select('审核状态'),
});

/** 采购人注册管理 lists purchasing units only. */
export const purchasingUnitFilters = defineFilters({ orgNameZh: text('单位名称'), auditStatus: select('审核状态') });
