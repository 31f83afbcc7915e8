import { createFileRoute } from '@tanstack/react-router';
import type { discountFilters } from '@/features/supplier/prices/filters.ts';
import { LadderPricePage } from '@/features/supplier/prices/LadderPricePage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-ladder-manager')({
  validateSearch: listSearch<typeof discountFilters>(),
  component: LadderPricePage,
});
