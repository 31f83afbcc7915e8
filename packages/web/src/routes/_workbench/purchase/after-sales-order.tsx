import { createFileRoute } from '@tanstack/react-router';
import { AfterSaleListPage } from '@/features/purchase/after-sale/AfterSaleListPage.tsx';
import { purchaserAfterSaleFilters } from '@/features/purchase/after-sale/filters.ts';

export const Route = createFileRoute('/_workbench/purchase/after-sales-order')({
  validateSearch: purchaserAfterSaleFilters.search,
  component: AfterSaleListPage,
});
