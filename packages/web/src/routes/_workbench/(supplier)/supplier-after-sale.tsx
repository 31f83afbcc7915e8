import { createFileRoute } from '@tanstack/react-router';
import { AfterSaleListPage } from '@/features/supplier/orders/AfterSaleListPage.tsx';
import type { afterSaleFilters } from '@/features/supplier/orders/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-after-sale')({
  validateSearch: listSearch<typeof afterSaleFilters>(),
  component: AfterSaleListPage,
});
