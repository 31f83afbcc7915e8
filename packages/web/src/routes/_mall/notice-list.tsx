import { createFileRoute } from '@tanstack/react-router';
import { noticeFilters } from '@/features/mall/notices/filters.ts';
import { NoticeListPage } from '@/features/mall/notices/NoticeListPage.tsx';

export const Route = createFileRoute('/_mall/notice-list')({
  validateSearch: noticeFilters.search,
  component: NoticeListPage,
});
