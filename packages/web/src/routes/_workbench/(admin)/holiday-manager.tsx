import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { holidayFilters } from '@/features/admin/system/holidays/filters.ts';
import { HolidayListPage } from '@/features/admin/system/holidays/HolidayListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/holiday-manager')({
  validateSearch: listSearch<typeof holidayFilters>(),
  component: HolidayListPage,
});
