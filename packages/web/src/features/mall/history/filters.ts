import { defineFilters } from '@/shared/list/filters.ts';

/** The purchaser's browsing history in pages: page 1, 10 a page (02 §9), kept in the URL. */
export const historyFilters = defineFilters({});
