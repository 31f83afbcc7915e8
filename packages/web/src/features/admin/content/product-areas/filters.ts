import { enabledFlagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const productAreaFilters = defineFilters({
  areaName: text('专区名称'),
  isEnable: select('状态', enabledFlagLabels),
});
