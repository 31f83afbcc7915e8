import { createFileRoute } from '@tanstack/react-router';
import type { welfareAfterSaleFilters } from '@/features/supplier/welfare/filters.ts';
import { WelfareAfterSalePage } from '@/features/supplier/welfare/WelfareAfterSalePage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-welfare-after-sale')({
  validateSearch: listSearch<typeof welfareAfterSaleFilters>(),
  component: WelfareAfterSalePage,
});
