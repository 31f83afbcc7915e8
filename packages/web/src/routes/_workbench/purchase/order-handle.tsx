import { createFileRoute } from '@tanstack/react-router';
import type { purchaseOrderFilters } from '@/features/purchase/orders/filters.ts';
import { PurchaseOrderListPage } from '@/features/purchase/orders/PurchaseOrderListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/order-handle')({
  validateSearch: listSearch<typeof purchaseOrderFilters>(),
  component: () => <PurchaseOrderListPage handle />,
});
