import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

export const logFilters = defineFilters({
  logType: select('日志类型'),
  userName: text('账号'),
  operation: text('操作'),
  startTime: dateRange('时间', 'endTime'),
});
