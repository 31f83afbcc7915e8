import { createFileRoute } from '@tanstack/react-router';
import type { discountFilters } from '@/features/supplier/prices/filters.ts';
import { WholesalePricePage } from '@/features/supplier/prices/WholesalePricePage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-group-manager')({
  validateSearch: listSearch<typeof discountFilters>(),
  component: WholesalePricePage,
});
