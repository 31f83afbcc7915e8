import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { discountFilters } from '@/features/supplier/prices/filters.ts';
import { PromotionPricePage } from '@/features/supplier/prices/PromotionPricePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-discount-manager')({
  validateSearch: listSearch<typeof discountFilters>(),
  component: PromotionPricePage,
});
