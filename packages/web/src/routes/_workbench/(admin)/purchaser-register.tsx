import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { purchasingUnitFilters } from '@/features/admin/organizations/filters.ts';
import { PurchaserRegisterPage } from '@/features/admin/organizations/PurchaserRegisterPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/purchaser-register')({
  validateSearch: listSearch<typeof purchasingUnitFilters>(),
  component: PurchaserRegisterPage,
});
