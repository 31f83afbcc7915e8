import type { enabledFlagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const jurisdictionFilters = defineFilters({
  supplierName: text('供应商名称'),
  status: select('状态', { 1: '生效', 0: '暂停' } satisfies Record<keyof typeof enabledFlagLabels, string>),
});
