import { defineFilters, text } from '@/shared/list/filters.ts';

/** The settlement accounts of one side, by the organisation's name. */
export const settlementFilters = defineFilters({ orgName: text('单位名称') });
