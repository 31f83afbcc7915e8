import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { orderApprovalFilters } from '@/features/workflow/orders/filters.ts';
import { OrderApprovalListPage } from '@/features/workflow/orders/OrderApprovalListPage.tsx';

export const Route = createFileRoute('/_workbench/(workflow)/activitiOrder')({
  validateSearch: listSearch<typeof orderApprovalFilters>(),
  component: OrderApprovalListPage,
});
