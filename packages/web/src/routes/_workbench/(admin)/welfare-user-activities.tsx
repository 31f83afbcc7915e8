import { createFileRoute } from '@tanstack/react-router';
import { activityFilters, withOpenDetail } from '@/features/welfare/filters.ts';
import { WelfareActivitiesPage } from '@/features/welfare/WelfareActivitiesPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/welfare-user-activities')({
  validateSearch: withOpenDetail(activityFilters),
  component: WelfareActivitiesPage,
});
