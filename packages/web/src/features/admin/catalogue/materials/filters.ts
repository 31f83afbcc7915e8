import { flagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const materialFilters = defineFilters({
  materialName: text('物料名称'),
  materialCode: text('物料编码'),
  isValid: select('是否有效', flagLabels),
});
