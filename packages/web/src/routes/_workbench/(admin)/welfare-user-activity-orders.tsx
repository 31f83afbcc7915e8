import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { myOrderSearch } from '@/features/welfare/filters.ts';
import { WelfareUserOrdersPage } from '@/features/welfare/WelfareUserOrdersPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/welfare-user-activity-orders')({
  validateSearch: listSearch<typeof myOrderSearch>(),
  component: WelfareUserOrdersPage,
});
