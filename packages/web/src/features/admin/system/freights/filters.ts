import { enabledFlagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const freightFilters = defineFilters({
  supplierId: select<string>('供应商'),
  ruleName: text('规则名称'),
  status: select('状态', enabledFlagLabels),
});
