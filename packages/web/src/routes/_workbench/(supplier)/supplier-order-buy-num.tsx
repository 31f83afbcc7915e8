import { createFileRoute } from '@tanstack/react-router';
import { BuyNumListPage } from '@/features/supplier/orders/BuyNumListPage.tsx';
import type { buyNumFilters } from '@/features/supplier/orders/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-order-buy-num')({
  validateSearch: listSearch<typeof buyNumFilters>(),
  component: BuyNumListPage,
});
