import { createFileRoute } from '@tanstack/react-router';
import type { noticeFilters } from '@/features/mall/notices/filters.ts';
import { NoticeListPage } from '@/features/mall/notices/NoticeListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/notice-list')({
  validateSearch: listSearch<typeof noticeFilters>(),
  component: NoticeListPage,
});
