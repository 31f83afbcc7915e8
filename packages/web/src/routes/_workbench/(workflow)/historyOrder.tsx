import { createFileRoute } from '@tanstack/react-router';
import type { historyOrderFilters } from '@/features/workflow/orders/filters.ts';
import { HistoryOrderListPage } from '@/features/workflow/orders/HistoryOrderListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(workflow)/historyOrder')({
  validateSearch: listSearch<typeof historyOrderFilters>(),
  component: HistoryOrderListPage,
});
