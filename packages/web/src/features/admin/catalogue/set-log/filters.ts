import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

export const settingLogFilters = defineFilters({
  settingType: select('设置类型'),
  action: select('操作'),
  targetName: text('设置名称'),
  startTime: dateRange('操作时间', 'endTime'),
});
