import { enabledFlagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const characteristicFilters = defineFilters({
  title: text('标题'),
  isEnable: select('状态', enabledFlagLabels),
});
