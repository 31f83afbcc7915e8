import { createFileRoute } from '@tanstack/react-router';
import { purchaseOrderFilters } from '@/features/purchase/orders/filters.ts';
import { PurchaseOrderListPage } from '@/features/purchase/orders/PurchaseOrderListPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/purchase-order')({
  validateSearch: purchaseOrderFilters.search,
  component: () => <PurchaseOrderListPage />,
});
