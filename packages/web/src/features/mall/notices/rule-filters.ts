import { defineFilters, select, text } from '@/shared/list/filters.ts';

/** Platform rules by title and kind. */
export const ruleFilters = defineFilters({
  title: text('规则名称'),
  ruleType: select('规则类型'),
});
