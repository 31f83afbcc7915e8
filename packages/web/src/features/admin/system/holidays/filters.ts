import { defineFilters, number, select } from '@/shared/list/filters.ts';

export const holidayFilters = defineFilters({ year: number('年份'), dayType: select('类型') });
