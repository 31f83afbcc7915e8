import { defineFilters, text } from '@/shared/list/filters.ts';

/** The supplier search: part of a supplier's name. */
export const supplierFilters = defineFilters({ keyword: text('供应商名称') });
