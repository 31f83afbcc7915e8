import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const messageFilters = defineFilters({ title: text('标题'), receiverType: select('接收对象') });

export const noticeFilters = defineFilters({
  title: text('标题'),
  publishOrgName: text('发布单位'),
  noticeType: select('公告类型'),
  status: select('状态'),
});
