import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { noticeFilters } from '@/features/mall/notices/filters.ts';
import { NoticeListPage } from '@/features/mall/notices/NoticeListPage.tsx';

// The notice centre opens on its list.
export const Route = createFileRoute('/_mall/notice')({
  validateSearch: listSearch<typeof noticeFilters>(),
  component: NoticeListPage,
});
