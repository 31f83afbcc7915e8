import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const messageFilters = defineFilters({
  readFlag: select('阅读状态'),
  msgType: select('消息类型'),
  title: text('标题'),
});
