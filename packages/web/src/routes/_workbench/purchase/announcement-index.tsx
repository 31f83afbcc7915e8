import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { AnnouncementIndexPage } from '@/features/purchase/announcements/AnnouncementIndexPage.tsx';
import type { announcementFilters } from '@/features/purchase/announcements/filters.ts';

export const Route = createFileRoute('/_workbench/purchase/announcement-index')({
  validateSearch: listSearch<typeof announcementFilters>(),
  component: AnnouncementIndexPage,
});
