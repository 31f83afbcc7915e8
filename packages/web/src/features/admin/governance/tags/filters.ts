import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const tagFilters = defineFilters({ tagName: text('标签名称'), status: select('状态') });
