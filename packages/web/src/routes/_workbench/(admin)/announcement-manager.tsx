import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementListPage } from '@/features/admin/messages/AnnouncementListPage.tsx';
import type { noticeFilters } from '@/features/admin/messages/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/announcement-manager')({
  validateSearch: listSearch<typeof noticeFilters>(),
  component: AnnouncementListPage,
});
