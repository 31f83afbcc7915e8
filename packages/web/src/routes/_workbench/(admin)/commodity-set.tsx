import { createFileRoute } from '@tanstack/react-router';
import type { purchaserValueFilters } from '@/features/admin/catalogue/purchaser-values/filters.ts';
import { PurchaserValueListPage } from '@/features/admin/catalogue/purchaser-values/PurchaserValueListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/commodity-set')({
  validateSearch: listSearch<typeof purchaserValueFilters>(),
  component: PurchaserValueListPage,
});
