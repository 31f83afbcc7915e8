import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementIndexPage } from '@/features/purchase/announcements/AnnouncementIndexPage.tsx';
import type { announcementFilters } from '@/features/purchase/announcements/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/announcement-index')({
  validateSearch: listSearch<typeof announcementFilters>(),
  component: AnnouncementIndexPage,
});
