import { createFileRoute } from '@tanstack/react-router';
import type { purchasingUnitFilters } from '@/features/admin/organizations/filters.ts';
import { PurchaserRegisterPage } from '@/features/admin/organizations/PurchaserRegisterPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/purchaser-register')({
  validateSearch: listSearch<typeof purchasingUnitFilters>(),
  component: PurchaserRegisterPage,
});
