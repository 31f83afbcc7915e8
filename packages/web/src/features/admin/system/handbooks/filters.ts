import { enabledFlagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const handbookFilters = defineFilters({
  title: text('手册名称'),
  handBookType: select('适用对象'),
  isEnable: select('状态', enabledFlagLabels),
});
