import { createFileRoute } from '@tanstack/react-router';
import { discountFilters } from '@/features/supplier/prices/filters.ts';
import { LadderPricePage } from '@/features/supplier/prices/LadderPricePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-ladder-manager')({
  validateSearch: discountFilters.search,
  component: LadderPricePage,
});
