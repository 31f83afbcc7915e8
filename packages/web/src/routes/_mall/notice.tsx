import { createFileRoute } from '@tanstack/react-router';
import type { noticeFilters } from '@/features/mall/notices/filters.ts';
import { NoticeListPage } from '@/features/mall/notices/NoticeListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

// The notice centre opens on its list.
export const Route = createFileRoute('/_mall/notice')({
  validateSearch: listSearch<typeof noticeFilters>(),
  component: NoticeListPage,
});
