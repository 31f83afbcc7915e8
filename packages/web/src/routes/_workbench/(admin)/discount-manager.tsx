import { createFileRoute } from '@tanstack/react-router';
import { PromotionReviewPage } from '@/features/admin/pricing/DiscountReviewPage.tsx';
import type { discountReviewFilters } from '@/features/admin/pricing/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/discount-manager')({
  validateSearch: listSearch<typeof discountReviewFilters>(),
  component: PromotionReviewPage,
});
