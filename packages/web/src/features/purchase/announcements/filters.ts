import { defineFilters, select, text } from '@/shared/list/filters.ts';

/** 公告首页: the organisation's notices in every state. */
export const announcementFilters = defineFilters({
  title: text('公告标题'),
  noticeType: select('公告类型'),
  projectType: select('采购方式'),
  status: select('公告状态'),
});

/** 公告审核: the notices waiting for the signed-in approver. */
export const announcementCheckFilters = defineFilters({
  title: text('公告标题'),
  noticeType: select('公告类型'),
});
