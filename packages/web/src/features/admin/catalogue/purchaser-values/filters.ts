import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const purchaserValueFilters = defineFilters({
  purchaserId: select<string>('采购单位'),
  value: text('单位属性值'),
});
