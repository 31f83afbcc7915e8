import { createFileRoute } from '@tanstack/react-router';
import type { activityFilters } from '@/features/admin/welfare/filters.ts';
import { WelfareActivityListPage } from '@/features/admin/welfare/WelfareActivityListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/welfare-activity')({
  validateSearch: listSearch<typeof activityFilters>(),
  component: WelfareActivityListPage,
});
