import { enabledFlagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const accountFilters = defineFilters({ orgName: text('采购单位'), status: select('状态', enabledFlagLabels) });
