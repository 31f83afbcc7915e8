import { createFileRoute } from '@tanstack/react-router';
import { AgreementAfterSalePage } from '@/features/admin/after-sale/AfterSalePage.tsx';
import type { centerAfterSaleFilters } from '@/features/admin/after-sale/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/admin-agreement-after-sale')({
  validateSearch: listSearch<typeof centerAfterSaleFilters>(),
  component: AgreementAfterSalePage,
});
