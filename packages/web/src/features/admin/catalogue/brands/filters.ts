import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const brandFilters = defineFilters({
  name: text('品牌名称'),
  auditStatus: select('审核状态'),
  isShow: select('是否展示'),
});
