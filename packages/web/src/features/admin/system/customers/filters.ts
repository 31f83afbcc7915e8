import { enabledFlagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const customerFilters = defineFilters({
  name: text('客服名称'),
  customerType: select('客服类型'),
  status: select('状态', enabledFlagLabels),
});
