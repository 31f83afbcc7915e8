import { createFileRoute } from '@tanstack/react-router';
import type { holidayFilters } from '@/features/admin/system/holidays/filters.ts';
import { HolidayListPage } from '@/features/admin/system/holidays/HolidayListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/holiday-manager')({
  validateSearch: listSearch<typeof holidayFilters>(),
  component: HolidayListPage,
});
