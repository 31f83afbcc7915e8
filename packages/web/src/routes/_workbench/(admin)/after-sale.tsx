import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { AfterSalePage } from '@/features/admin/after-sale/AfterSalePage.tsx';
import type { centerAfterSaleFilters } from '@/features/admin/after-sale/filters.ts';

export const Route = createFileRoute('/_workbench/(admin)/after-sale')({
  validateSearch: listSearch<typeof centerAfterSaleFilters>(),
  component: AfterSalePage,
});
