import { createFileRoute } from '@tanstack/react-router';
import type { activitySearch } from '@/features/welfare/filters.ts';
import { WelfareActivitiesPage } from '@/features/welfare/WelfareActivitiesPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/welfare-user-activities')({
  validateSearch: listSearch<typeof activitySearch>(),
  component: WelfareActivitiesPage,
});
