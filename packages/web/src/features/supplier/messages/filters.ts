import { defineFilters, select, text } from '@/shared/list/filters.ts';

// Message.readFlag is the spec's generic Flag (否/是); as a read state it reads 未读/已读.
export const readFlagLabels = { 0: '未读', 1: '已读' } as const;

export const messageFilters = defineFilters({
  readFlag: select('阅读状态', readFlagLabels),
  msgType: select('消息类型'),
  title: text('标题'),
});
