import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { BuyNumListPage } from '@/features/supplier/orders/BuyNumListPage.tsx';
import type { buyNumFilters } from '@/features/supplier/orders/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-order-buy-num')({
  validateSearch: listSearch<typeof buyNumFilters>(),
  component: BuyNumListPage,
});
