import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { discountFilters } from '@/features/supplier/prices/filters.ts';
import { WholesalePricePage } from '@/features/supplier/prices/WholesalePricePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-group-manager')({
  validateSearch: listSearch<typeof discountFilters>(),
  component: WholesalePricePage,
});
