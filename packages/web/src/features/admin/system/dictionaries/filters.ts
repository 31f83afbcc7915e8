import { enabledFlagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const dictionaryFilters = defineFilters({
  dictType: select<string>('字典类型'),
  dictLabel: text('字典标签'),
  status: select('状态', enabledFlagLabels),
});
