import { dateRange, defineFilters, text } from '@/shared/list/filters.ts';

export const errorInfoFilters = defineFilters({
  userName: text('账号'),
  operation: text('错误描述', '如 前端脚本错误、接口请求失败'),
  startTime: dateRange('记录时间', 'endTime'),
});
