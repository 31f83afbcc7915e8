import { enabledFlagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const listingRuleFilters = defineFilters({
  ruleName: text('规则名称'),
  isEnable: select('状态', enabledFlagLabels),
});
