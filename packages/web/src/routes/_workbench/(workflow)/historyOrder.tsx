import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { historyOrderFilters } from '@/features/workflow/orders/filters.ts';
import { HistoryOrderListPage } from '@/features/workflow/orders/HistoryOrderListPage.tsx';

export const Route = createFileRoute('/_workbench/(workflow)/historyOrder')({
  validateSearch: listSearch<typeof historyOrderFilters>(),
  component: HistoryOrderListPage,
});
