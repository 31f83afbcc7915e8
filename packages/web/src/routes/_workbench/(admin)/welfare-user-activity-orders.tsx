import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { welfareUserOrderFilterNames } from '../../../features/welfare/search.ts';
import { WelfareUserOrdersPage } from '../../../features/welfare/WelfareUserOrdersPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/welfare-user-activity-orders')({
  staticData: { title: '我的福利订单' },
  validateSearch: listSearch(welfareUserOrderFilterNames),
  component: WelfareUserOrdersPage,
});
