import { defineFilters, select, text } from '@/shared/list/filters.ts';

/** Notices by title, kind, buying channel and publisher. */
export const noticeFilters = defineFilters({
  title: text('公告标题'),
  noticeType: select('公告类型'),
  projectType: select('采购方式'),
  publishOrgName: text('发布单位'),
});
