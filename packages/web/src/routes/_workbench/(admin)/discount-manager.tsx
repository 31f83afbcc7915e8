import { createFileRoute } from '@tanstack/react-router';
import type { discountReviewFilters } from '@/features/admin/pricing/filters.ts';
import { PromotionReviewPage } from '@/features/admin/pricing/PromotionReviewPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/discount-manager')({
  validateSearch: listSearch<typeof discountReviewFilters>(),
  component: PromotionReviewPage,
});
