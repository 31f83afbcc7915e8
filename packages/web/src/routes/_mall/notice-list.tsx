import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { noticeFilters } from '@/features/mall/notices/filters.ts';
import { NoticeListPage } from '@/features/mall/notices/NoticeListPage.tsx';

export const Route = createFileRoute('/_mall/notice-list')({
  validateSearch: listSearch<typeof noticeFilters>(),
  component: NoticeListPage,
});
