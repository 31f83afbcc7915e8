import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { purchaseOrderFilters } from '@/features/purchase/orders/filters.ts';
import { PurchaseOrderListPage } from '@/features/purchase/orders/PurchaseOrderListPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/purchase-order')({
  validateSearch: listSearch<typeof purchaseOrderFilters>(),
  component: () => <PurchaseOrderListPage />,
});
