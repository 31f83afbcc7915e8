import { createFileRoute } from '@tanstack/react-router';
import type { welfareOrderFilters } from '@/features/admin/welfare/filters.ts';
import { WelfareOrderListPage } from '@/features/admin/welfare/WelfareOrderListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/welfare-order')({
  validateSearch: listSearch<typeof welfareOrderFilters>(),
  component: WelfareOrderListPage,
});
