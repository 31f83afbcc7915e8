import { createFileRoute } from '@tanstack/react-router';
import { BuyNumListPage } from '@/features/supplier/orders/BuyNumListPage.tsx';
import { buyNumFilters } from '@/features/supplier/orders/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-order-buy-num')({
  validateSearch: buyNumFilters.search,
  component: BuyNumListPage,
});
