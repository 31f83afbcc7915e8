import { createFileRoute } from '@tanstack/react-router';
import { AfterSaleListPage } from '@/features/purchase/after-sale/AfterSaleListPage.tsx';
import type { purchaserAfterSaleFilters } from '@/features/purchase/after-sale/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/after-sales-order')({
  validateSearch: listSearch<typeof purchaserAfterSaleFilters>(),
  component: AfterSaleListPage,
});
