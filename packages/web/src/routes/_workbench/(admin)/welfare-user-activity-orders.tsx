import { createFileRoute } from '@tanstack/react-router';
import { myOrderFilters, withOpenDetail } from '@/features/welfare/filters.ts';
import { WelfareUserOrdersPage } from '@/features/welfare/WelfareUserOrdersPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/welfare-user-activity-orders')({
  validateSearch: withOpenDetail(myOrderFilters),
  component: WelfareUserOrdersPage,
});
