import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const prohibitWordFilters = defineFilters({ word: text('违禁词'), wordType: select('适用范围') });
