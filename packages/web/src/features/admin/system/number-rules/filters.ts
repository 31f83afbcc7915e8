import { enabledFlagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const numberRuleFilters = defineFilters({
  ruleName: text('规则名称'),
  ruleCode: text('规则编码'),
  status: select('状态', enabledFlagLabels),
});
