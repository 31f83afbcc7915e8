import { enabledFlagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const introductionFilters = defineFilters({
  title: text('标题'),
  introType: select('栏目'),
  isEnable: select('状态', enabledFlagLabels),
});
