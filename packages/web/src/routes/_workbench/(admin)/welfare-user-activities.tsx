import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { activitySearch } from '@/features/welfare/filters.ts';
import { WelfareActivitiesPage } from '@/features/welfare/WelfareActivitiesPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/welfare-user-activities')({
  validateSearch: listSearch<typeof activitySearch>(),
  component: WelfareActivitiesPage,
});
