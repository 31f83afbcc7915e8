import { createFileRoute } from '@tanstack/react-router';
import { discountFilters } from '@/features/supplier/prices/filters.ts';
import { PromotionPricePage } from '@/features/supplier/prices/PromotionPricePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-discount-manager')({
  validateSearch: discountFilters.search,
  component: PromotionPricePage,
});
