import { createFileRoute } from '@tanstack/react-router';
import { AfterSaleListPage } from '@/features/supplier/orders/AfterSaleListPage.tsx';
import { afterSaleFilters } from '@/features/supplier/orders/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-after-sale')({
  staticData: { title: '售后管理' },
  validateSearch: afterSaleFilters.search,
  component: AfterSaleListPage,
});
