import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';

export const todoFilters = defineFilters({ processName: text('流程名称'), businessType: select('业务类型') });

export const allTaskFilters = defineFilters({
  processName: text('流程名称'),
  businessType: select('业务类型'),
  assigneeName: text('办理人'),
});

export const doneFilters = defineFilters({
  processName: text('流程名称'),
  businessType: select('业务类型'),
  startTime: dateRange('完成时间', 'endTime'),
});

export const allDoneFilters = defineFilters({
  processName: text('流程名称'),
  businessType: select('业务类型'),
  assigneeName: text('办理人'),
  startTime: dateRange('完成时间', 'endTime'),
});
