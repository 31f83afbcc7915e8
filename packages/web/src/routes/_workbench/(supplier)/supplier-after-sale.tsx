import { createFileRoute } from '@tanstack/react-router';
import { AfterSaleListPage } from '@/features/supplier/orders/AfterSaleListPage.tsx';
import { afterSaleFilters } from '@/features/supplier/orders/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-after-sale')({
  validateSearch: afterSaleFilters.search,
  component: AfterSaleListPage,
});
