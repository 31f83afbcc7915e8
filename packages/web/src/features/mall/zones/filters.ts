import { defineFilters, text } from '@/shared/list/filters.ts';

/** A zone's goods: one of its categories, picked above the goods. */
export const zoneFilters = defineFilters({ categoryId: text('分类') });
