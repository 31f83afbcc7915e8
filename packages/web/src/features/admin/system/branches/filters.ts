import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const branchFilters = defineFilters({ orgId: select<string>('采购单位'), branchName: text('机构名称') });
