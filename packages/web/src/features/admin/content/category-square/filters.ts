import { enabledFlagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const categorySquareFilters = defineFilters({
  name: text('显示名称'),
  isEnable: select('状态', enabledFlagLabels),
});
