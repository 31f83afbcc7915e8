import { createFileRoute } from '@tanstack/react-router';
import { welfareAfterSaleFilters } from '@/features/supplier/welfare/filters.ts';
import { WelfareAfterSalePage } from '@/features/supplier/welfare/WelfareAfterSalePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-welfare-after-sale')({
  validateSearch: welfareAfterSaleFilters.search,
  component: WelfareAfterSalePage,
});
