import { enabledFlagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const bannerFilters = defineFilters({
  title: text('标题'),
  position: select('展示位置'),
  isEnable: select('状态', enabledFlagLabels),
});
