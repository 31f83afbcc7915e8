import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { welfareActivityFilterNames } from '../../../features/welfare/search.ts';
import { WelfareActivitiesPage } from '../../../features/welfare/WelfareActivitiesPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/welfare-user-activities')({
  staticData: { title: '福利活动' },
  validateSearch: listSearch(welfareActivityFilterNames),
  component: WelfareActivitiesPage,
});
