import { enabledFlagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const onlineSupplierFilters = defineFilters({
  supplierName: text('供应商名称'),
  platformCode: text('平台编码'),
  status: select('状态', enabledFlagLabels),
});
