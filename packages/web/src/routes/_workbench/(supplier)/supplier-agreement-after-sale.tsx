import { createFileRoute } from '@tanstack/react-router';
import { AfterSaleListPage } from '@/features/supplier/orders/AfterSaleListPage.tsx';
import type { afterSaleFilters } from '@/features/supplier/orders/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-after-sale')({
  validateSearch: listSearch<typeof afterSaleFilters>(),
  // The supplier's after-sale list takes no buying channel, so the agreement cases cannot be told from the others.
  component: () => <AfterSaleListPage label="协议售后" />,
});
