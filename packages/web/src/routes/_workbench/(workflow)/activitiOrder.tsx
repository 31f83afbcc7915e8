import { createFileRoute } from '@tanstack/react-router';
import type { orderApprovalFilters } from '@/features/workflow/orders/filters.ts';
import { OrderApprovalListPage } from '@/features/workflow/orders/OrderApprovalListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(workflow)/activitiOrder')({
  validateSearch: listSearch<typeof orderApprovalFilters>(),
  component: OrderApprovalListPage,
});
