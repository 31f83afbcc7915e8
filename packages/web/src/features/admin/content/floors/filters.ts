import { enabledFlagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const floorFilters = defineFilters({ floorName: text('楼层名称'), isEnable: select('状态', enabledFlagLabels) });
