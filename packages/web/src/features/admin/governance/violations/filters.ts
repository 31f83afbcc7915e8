import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const violationFilters = defineFilters({
  supplierName: text('供应商名称'),
  violationType: select('违规类型'),
  status: select('处理状态'),
});
