import { createFileRoute } from '@tanstack/react-router';
import type { discountFilters } from '@/features/supplier/prices/filters.ts';
import { PromotionPricePage } from '@/features/supplier/prices/PromotionPricePage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-discount-manager')({
  validateSearch: listSearch<typeof discountFilters>(),
  component: PromotionPricePage,
});
