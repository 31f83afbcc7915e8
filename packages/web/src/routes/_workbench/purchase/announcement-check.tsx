import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementCheckPage } from '@/features/purchase/announcements/AnnouncementCheckPage.tsx';
import type { announcementCheckFilters } from '@/features/purchase/announcements/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/announcement-check')({
  validateSearch: listSearch<typeof announcementCheckFilters>(),
  component: AnnouncementCheckPage,
});
