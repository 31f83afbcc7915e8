import { defineFilters, text } from '@/shared/list/filters.ts';

export const keywordFilters = defineFilters({ keyword: text('关键词') });
