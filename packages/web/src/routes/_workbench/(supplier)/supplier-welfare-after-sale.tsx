import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { welfareAfterSaleFilters } from '@/features/supplier/welfare/filters.ts';
import { WelfareAfterSalePage } from '@/features/supplier/welfare/WelfareAfterSalePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-welfare-after-sale')({
  validateSearch: listSearch<typeof welfareAfterSaleFilters>(),
  component: WelfareAfterSalePage,
});
