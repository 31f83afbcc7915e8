import { createFileRoute } from '@tanstack/react-router';
import type { myOrderSearch } from '@/features/welfare/filters.ts';
import { WelfareUserOrdersPage } from '@/features/welfare/WelfareUserOrdersPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/welfare-user-activity-orders')({
  validateSearch: listSearch<typeof myOrderSearch>(),
  component: WelfareUserOrdersPage,
});
