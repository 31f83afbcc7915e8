import { enabledFlagLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const tenantFilters = defineFilters({
  tenantName: text('租户名称'),
  tenantCode: text('租户编码'),
  status: select('状态', enabledFlagLabels),
});
