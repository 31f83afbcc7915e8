import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const platformRuleFilters = defineFilters({
  title: text('标题'),
  ruleType: select('规则类型'),
  isEnable: select('状态', { 1: '生效中', 0: '已废止' }),
});
