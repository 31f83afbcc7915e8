import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { AfterSaleListPage } from '@/features/supplier/orders/AfterSaleListPage.tsx';
import type { afterSaleFilters } from '@/features/supplier/orders/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-after-sale')({
  validateSearch: listSearch<typeof afterSaleFilters>(),
  component: AfterSaleListPage,
});
