import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const informationFilters = defineFilters({
  title: text('标题'),
  infoType: select('资讯类型'),
  status: select('发布状态'),
});
