import { defineFilters, number, select, text } from '@/shared/list/filters.ts';

export const quotaFilters = defineFilters({
  orgId: select<string>('采购单位'),
  userName: text('用户'),
  year: number('年度'),
});
