import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const definitionFilters = defineFilters({
  name: text('流程名称'),
  key: text('流程标识'),
  // The options are the purchasing units, loaded by the page.
  deptId: select<string>('所属单位'),
});
