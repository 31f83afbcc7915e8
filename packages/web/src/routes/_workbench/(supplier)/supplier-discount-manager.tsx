import { createFileRoute } from '@tanstack/react-router';
import { discountFilters } from '@/features/supplier/prices/filters.ts';
import { PromotionPricePage } from '@/features/supplier/prices/PromotionPricePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-discount-manager')({
  staticData: { title: '促销商品' },
  validateSearch: discountFilters.search,
  component: PromotionPricePage,
});
