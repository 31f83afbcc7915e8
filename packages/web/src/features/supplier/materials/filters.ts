import { defineFilters, text } from '@/shared/list/filters.ts';

export const materialFilters = defineFilters({
  materialName: text('物料名称'),
  // The backend matches codes by prefix.
  materialCode: text('物料编码', '请输入物料编码前缀'),
});
